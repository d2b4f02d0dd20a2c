import type { LoadStatus } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { DateText } from '../kit/DateText';
import { Money } from '../kit/Money';
import { StatusBadge } from '../kit/StatusBadge';

/** Props of {@link OrdersPreview}. */
export interface OrdersPreviewProps {
  /** Names the table for screen readers ("Orders to process"). */
  caption: string;
  orders: readonly Entity<'Order'>[];
  status: LoadStatus;
  /** Said when there is no order to show. */
  emptyMessage: string;
}

/**
 * The few newest orders of a dashboard card: name, status, total and date, in a real table. Loading and
 * failure are the card's (its StatCard says them); this shows the rows or the empty message.
 *
 * @example
 * <OrdersPreview caption="Orders to process" orders={waiting.slice(0, 5)} status={status} emptyMessage="No orders waiting." />
 */
export function OrdersPreview({ caption, orders, status, emptyMessage }: OrdersPreviewProps) {
  if (status !== 'succeeded') return null;
  if (orders.length === 0) return <p className="orders-preview__empty">{emptyMessage}</p>;
  return (
    // On a phone the table scrolls inside its own box, never the page: a named region, focusable, so a
    // keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="orders-preview__scroll" aria-label={caption} tabIndex={0}>
      <table className="orders-preview">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Status</th>
            <th scope="col" className="orders-preview__num">
              Total
            </th>
            <th scope="col">Placed</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.orderName ?? `#${order.id}`}</th>
              <td>
                <StatusBadge kind="order" status={order} />
              </td>
              <td className="orders-preview__num">
                <Money amount={order.total} />
              </td>
              <td>
                <DateText value={order.createdAt} format="relative" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
