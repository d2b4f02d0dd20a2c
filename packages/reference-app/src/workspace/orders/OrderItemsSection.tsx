import type { Entity } from '@marketplace/sdk';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderTotals } from './OrderTotals';

/**
 * An order detail's "Items" section: the lines as a table and the order's totals. Used by the merchant's
 * and the admin session's order details.
 *
 * @example
 * <OrderItemsSection order={order} idPrefix="merchant" />
 */
export function OrderItemsSection({ order, idPrefix }: { order: Entity<'Order'>; idPrefix: string }) {
  return (
    <section className="merchant-order__section" aria-labelledby={`${idPrefix}-items-title`}>
      <h3 id={`${idPrefix}-items-title`}>Items</h3>
      <OrderItemsTable order={order} />
      <OrderTotals order={order} />
    </section>
  );
}
