import type { Entity } from '@marketplace/sdk';
import { Money } from '../../kit/Money';

type Order = Entity<'Order'>;

/**
 * An order's subtotal, discount (shown as a negative amount), shipping fee and total, as a definition list.
 *
 * @example
 * <OrderTotals order={order} />
 */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="merchant-order__totals">
      <div>
        <dt>Subtotal</dt>
        <dd>
          <Money amount={order.subtotal} />
        </dd>
      </div>
      <div>
        <dt>Discount</dt>
        <dd>
          <Money amount={order.discount ? -order.discount : 0} />
        </dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>
          <Money amount={order.shippingFee} />
        </dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>
          <Money amount={order.total} />
        </dd>
      </div>
    </dl>
  );
}
