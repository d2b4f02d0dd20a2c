import { useGetOrderStatuses, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useMemo } from 'react';
import type { Column } from '../../kit/Column';
import { OrdersList } from '../../workspace/orders/OrdersList';
import { orderColumns } from '../../workspace/orders/orderColumns';
import { useUrlTableState } from '../../workspace/useUrlTableState';
import { PartnerOrderDetail } from './PartnerOrderDetail';

type Order = Entity<'Order'>;

const ALL_STATUSES = { query: { orderType: 'all' as const } };
/** Statuses an assigned order can be in (the partner's path and where it ends); the filter offers these. */
const PARTNER_VIEW = [
  'ready_for_pickup',
  'shipped',
  'out_for_delivery',
  'delivered',
  'returned',
  'cancelled',
];

const COLUMNS: Column<Order>[] = [
  orderColumns.order,
  orderColumns.store,
  orderColumns.status,
  orderColumns.total,
  orderColumns.placed,
];

/**
 * The shipping partner's assigned orders (`/shipping-partner/orders`, needs `read` on `orders`): paged,
 * sorted and filtered by status on the server, searched within the page (the list takes no search), with the state in the
 * URL; `?order=<id>` opens that order's detail under the list, where the partner moves it on, sets the
 * rider's phone or declines it.
 *
 * @example
 * { path: 'orders', lazy: screen(partner, 'PartnerOrdersScreen') }
 */
export function PartnerOrdersScreen() {
  const table = useTable({
    operation: 'getPartnerOrders',
    filters: { status: '' },
    state: useUrlTableState(),
  });
  const statuses = useGetOrderStatuses(ALL_STATUSES);
  const statusOptions = useMemo(
    () =>
      PARTNER_VIEW.map((code) => ({
        value: code,
        label: statuses.data?.find((s) => s.code_name === code)?.name ?? code.replace(/_/g, ' '),
      })),
    [statuses.data],
  );
  return (
    <OrdersList
      table={table}
      caption="Orders assigned to you"
      columns={COLUMNS}
      searchLabel="Search this page's orders"
      searchPlaceholder="Order or store"
      statusOptions={statusOptions}
      emptyMessage="No order is assigned to you yet."
      detail={(order) => (
        <PartnerOrderDetail
          key={order.id}
          orderId={order.id}
          listHref={order.listHref}
          onDeclined={order.close}
        />
      )}
    />
  );
}
