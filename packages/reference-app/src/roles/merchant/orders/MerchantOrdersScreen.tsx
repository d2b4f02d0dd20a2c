import { useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { LazyTableExport } from '../../../workspace/LazyTableExport';
import { OrdersList, orderSortField } from '../../../workspace/orders/OrdersList';
import { orderColumns } from '../../../workspace/orders/orderColumns';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { MerchantOrderDetail } from './MerchantOrderDetail';

type Order = Entity<'Order'>;

const COLUMNS: Column<Order>[] = [
  orderColumns.order,
  orderColumns.customer,
  orderColumns.status,
  orderColumns.total,
  orderColumns.placed,
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
          <LazyTableExport key="search" table={searchTable} filename="orders" columns={COLUMNS} />
        ) : (
          <LazyTableExport key="list" table={listTable} filename="orders" columns={COLUMNS} />
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
