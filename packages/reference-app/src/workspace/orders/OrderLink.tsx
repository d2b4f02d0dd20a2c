import type { Entity } from '@marketplace/sdk';
import { Link, useSearchParams } from 'react-router';

/** Props of {@link OrderLink}. */
export interface OrderLinkProps {
  order: Entity<'Order'>;
  /** The URL parameter naming the open order (its detail shows under the list). */
  param: string;
}

/**
 * An order's name as a link opening its detail under the list, keeping the list's page and filters in the
 * URL; the open order's link is marked current.
 *
 * @example
 * { id: 'orderName', header: 'Order', cell: (o) => <OrderLink order={o} param="order" /> }
 */
export function OrderLink({ order, param }: OrderLinkProps) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(param, String(order.id));
  return (
    <Link
      to={{ search: `?${next}` }}
      aria-current={params.get(param) === String(order.id) ? 'true' : undefined}
    >
      {order.orderName ?? `#${order.id}`}
    </Link>
  );
}
