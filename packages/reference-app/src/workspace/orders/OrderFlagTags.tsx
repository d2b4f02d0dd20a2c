import { type Entity, orderFlags } from '@marketplace/sdk';
import { ORDER_FLAG_LABELS } from './orderFlagLabels';

/**
 * The age flags of an order (the SDK's `orderFlags`, the rule the server filters by) as warning tags in
 * words, or nothing when the order waits for no one.
 *
 * @example
 * <StatusBadge kind="order" status={order} /> <OrderFlagTags order={order} />
 */
export function OrderFlagTags({ order, now = new Date() }: { order: Entity<'Order'>; now?: Date }) {
  const flags = orderFlags(order, now);
  if (flags.length === 0) return null;
  return (
    <span className="order-flags">
      {flags.map((flag) => (
        <span key={flag} className="status-badge status-badge--warning" data-flag={flag}>
          {ORDER_FLAG_LABELS[flag]}
        </span>
      ))}
    </span>
  );
}
