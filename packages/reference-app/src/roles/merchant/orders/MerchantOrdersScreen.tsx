import { useGetMerchantOrders, useSearchOrders, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge, statusStyle } from '../../../kit/StatusBadge';
import { LazyTableExport } from '../../../workspace/LazyTableExport';
import { OrderLink } from '../../../workspace/orders/OrderLink';
import { OrdersList, orderSortField } from '../../../workspace/orders/OrdersList';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { MerchantOrderDetail } from './MerchantOrderDetail';

type Order = Entity<'Order'>;

function customerOf(order: Order): string {
  return order.deliveryAddress?.fullName ?? '—';
}

const COLUMNS: Column<Order>[] = [
  {
    id: 'orderName',
    header: 'Order',
    cell: (o) => <OrderLink order={o} />,
    sortable: true,
    csv: (o) => o.orderName ?? o.id,
  },
  { id: 'customer', header: 'Customer', cell: customerOf, sortable: true, csv: customerOf },
  {
    id: 'status',
    header: 'Status',
    cell: (o) => <StatusBadge kind="order" status={o} />,
    sortable: true,
    csv: (o) => statusStyle('order', o).name,
  },
  {
    id: 'total',
    header: 'Total',
    cell: (o) => <Money amount={o.total} />,
    sortable: true,
    align: 'end',
    csv: (o) => o.total,
  },
  {
    id: 'createdAt',
    header: 'Placed',
    cell: (o) => <DateText value={o.createdAt} />,
    sortable: true,
    csv: (o) => o.createdAt,
  },
];

/**
 * The store's orders (`/merchant/orders`, needs `read` on `orders`): paged, sorted, searched on the server
 * (search-orders), filtered by status and period and sorted on the server (the count is the filtered count),
 * with the table's state in the URL; `?order=<id>` opens that order's detail under the list, where the merchant
 * moves it on (each move confirmed).
 *
 * @example
 * { path: 'orders', lazy: screen(merchant, 'MerchantOrdersScreen') }
 */
export function MerchantOrdersScreen() {
  const urlState = useUrlTableState();
  const [params] = useSearchParams();
  // A search goes to the server's search-orders list (every page of the store's orders); without one the
  // store's orders list pages. Both tables share the URL state; only the one in use fetches.
  const term = (params.get('q') ?? '').trim();
  const searching = term !== '';
  const listTable = useTable({
    operation: 'getMerchantOrders',
    init: searching ? null : {},
    filters: { status: '' },
    state: urlState,
    sortField: orderSortField,
  });
  const searchTable = useTable({
    operation: 'searchOrders',
    init: searching ? { query: { search: term } } : null,
    filters: { status: '' },
    state: urlState,
    sortField: orderSortField,
  });
  return (
    <OrdersList
      table={searching ? searchTable : listTable}
      caption="Your store's orders"
      columns={COLUMNS}
      searchLabel="Search orders"
      searchPlaceholder="Order or customer"
      withPeriod
      emptyMessage="Your store has no orders yet."
      csv={
        searching ? (
          <LazyTableExport
            key="search"
            table={searchTable}
            useList={useSearchOrders}
            filename="orders"
            columns={COLUMNS}
          />
        ) : (
          <LazyTableExport
            key="list"
            table={listTable}
            useList={useGetMerchantOrders}
            filename="orders"
            columns={COLUMNS}
          />
        )
      }
      detail={(order) => (
        <MerchantOrderDetail
          key={order.id}
          orderId={order.id}
          listHref={order.listHref}
          onClose={order.close}
        />
      )}
    />
  );
}
