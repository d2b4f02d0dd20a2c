import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../kit/Column';
import { DateText } from '../../kit/DateText';
import { Money } from '../../kit/Money';
import { StatusBadge, statusStyle } from '../../kit/StatusBadge';
import { OrderFlagTags } from './OrderFlagTags';
import { OrderLink } from './OrderLink';

type Order = Entity<'Order'>;

/** The name a delivery goes to: the customer's name on the workspaces' order lists. */
export function orderCustomerName(order: Order): string {
  return order.deliveryAddress?.fullName ?? '—';
}

/**
 * The columns the workspaces' order lists share (the merchant's, the admin's, the partner's), each sorted on
 * the server and exported as a plain value. A list picks the ones it shows, in its own order.
 *
 * @example
 * const COLUMNS = [orderColumns.order, orderColumns.customer, orderColumns.status, orderColumns.total];
 */
export const orderColumns = {
  order: {
    id: 'orderName',
    header: 'Order',
    cell: (o) => <OrderLink order={o} />,
    sortable: true,
    csv: (o) => o.orderName ?? o.id,
  },
  store: {
    id: 'storeName',
    header: 'Store',
    cell: (o) => o.storeName ?? '—',
    sortable: true,
    csv: (o) => o.storeName ?? '',
  },
  customer: {
    id: 'customer',
    header: 'Customer',
    cell: orderCustomerName,
    sortable: true,
    csv: orderCustomerName,
  },
  status: {
    id: 'status',
    header: 'Status',
    cell: (o) => <StatusBadge kind="order" status={o} />,
    sortable: true,
    csv: (o) => statusStyle('order', o).name,
  },
  /** The status with the order's flags beside it (waiting too long, declined by a partner). */
  flaggedStatus: {
    id: 'status',
    header: 'Status',
    cell: (o) => (
      <>
        <StatusBadge kind="order" status={o} />
        <OrderFlagTags order={o} />
      </>
    ),
    sortable: true,
    csv: (o) => statusStyle('order', o).name,
  },
  total: {
    id: 'total',
    header: 'Total',
    cell: (o) => <Money amount={o.total} />,
    sortable: true,
    align: 'end',
    csv: (o) => o.total,
  },
  placed: {
    id: 'createdAt',
    header: 'Placed',
    cell: (o) => <DateText value={o.createdAt} />,
    sortable: true,
    csv: (o) => o.createdAt,
  },
} satisfies Record<string, Column<Order>>;
