import type { Entity } from '@marketplace/sdk';
import { OpenRowLink } from '../OpenRowLink';
import { ORDER_PARAM } from './OrdersList';

/**
 * An order's name as a link opening its detail under the orders list (`?order=<id>`), keeping the list's
 * page and filters in the URL; the open order's link is marked current.
 *
 * @example
 * { id: 'orderName', header: 'Order', cell: (o) => <OrderLink order={o} /> }
 */
export function OrderLink({ order }: { order: Entity<'Order'> }) {
  return (
    <OpenRowLink param={ORDER_PARAM} id={order.id}>
      {order.orderName ?? `#${order.id}`}
    </OpenRowLink>
  );
}
