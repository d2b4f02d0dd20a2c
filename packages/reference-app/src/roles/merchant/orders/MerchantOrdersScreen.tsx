import { useGetOrderStatuses, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FilterSelect } from '../../../kit/FilterSelect';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { SearchBox } from '../../../kit/SearchBox';
import { StatusBadge } from '../../../kit/StatusBadge';
import { tableBindings } from '../../../kit/tableBindings';
import { OrderLink } from '../../../workspace/orders/OrderLink';
import { OrderPeriodFilter } from '../../../workspace/orders/OrderPeriodFilter';
import { useOrderPeriod } from '../../../workspace/orders/useOrderPeriod';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { MerchantOrderDetail } from './MerchantOrderDetail';
import './orders.css';

type Order = Entity<'Order'>;

/** The URL parameter of the open order: its detail shows under the list, which keeps its page and filters. */
const ORDER_PARAM = 'order';
const ALL_STATUSES = { query: { orderType: 'all' as const } };

function customerOf(order: Order): string {
  return order.deliveryAddress?.fullName ?? '—';
}

const COLUMNS: Column<Order>[] = [
  {
    id: 'orderName',
    header: 'Order',
    cell: (o) => <OrderLink order={o} param={ORDER_PARAM} />,
    sortable: true,
  },
  { id: 'customer', header: 'Customer', cell: customerOf, sortable: true },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge kind="order" status={o} />, sortable: true },
  { id: 'total', header: 'Total', cell: (o) => <Money amount={o.total} />, sortable: true, align: 'end' },
  { id: 'createdAt', header: 'Placed', cell: (o) => <DateText value={o.createdAt} />, sortable: true },
];

/**
 * The store's orders (`/merchant/orders`, needs `read` on `orders`): paged, sorted, searched on the server
 * (search-orders), filtered by status and limited to a period within the page (the lists take neither),
 * with the table's state in the URL; `?order=<id>` opens that order's detail under the list, where the merchant
 * moves it on (each move confirmed).
 *
 * @example
 * { path: 'orders', lazy: screen(merchant, 'MerchantOrdersScreen') }
 */
export function MerchantOrdersScreen() {
  const urlState = useUrlTableState();
  const [params, setParams] = useSearchParams();
  // A search goes to the server's search-orders list (every page of the store's orders); without one the
  // store's orders list pages. Both tables share the URL state; only the one in use fetches.
  const term = (params.get('q') ?? '').trim();
  const searching = term !== '';
  const sortValue = (row: Order, column: string) =>
    column === 'customer' ? customerOf(row) : row[column as keyof Order];
  const listTable = useTable({
    operation: 'getMerchantOrders',
    init: searching ? null : {},
    filters: { status: '' },
    state: urlState,
    sortValue,
  });
  const searchTable = useTable({
    operation: 'searchOrders',
    init: searching ? { query: { search: term } } : null,
    filters: { status: '' },
    state: urlState,
    sortValue,
  });
  const table = searching ? searchTable : listTable;
  const statuses = useGetOrderStatuses(ALL_STATUSES);
  // Every day until the person picks a period.
  const period = useOrderPeriod();
  const { range, within } = period;
  const openId = Number(params.get(ORDER_PARAM));
  const listParams = new URLSearchParams(params);
  listParams.delete(ORDER_PARAM);
  const statusOptions = useMemo(
    () => (statuses.data ?? []).map((s) => ({ value: s.code_name, label: s.name })),
    [statuses.data],
  );
  const rows = useMemo(() => within(table.rows), [within, table.rows]);
  const filtered = table.search !== '' || Boolean(table.filters.status) || period.choice !== '';
  const closeDetail = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <ConfirmProvider>
      <div className="workspace-list">
        <FiltersBar
          onReset={() => {
            table.reset();
            period.choose('');
          }}
          active={filtered}
        >
          <SearchBox
            label="Search orders"
            value={table.search}
            onChange={table.setSearch}
            placeholder="Order or customer"
          />
          <FilterSelect
            label="Status"
            value={table.filters.status}
            options={statusOptions}
            onChange={(value) => table.setFilter('status', value)}
          />
          <OrderPeriodFilter period={period} />
        </FiltersBar>
        <DataTable<Order>
          caption={
            period.choice
              ? `Your store's orders placed ${range.startDate} to ${range.endDate}`
              : "Your store's orders"
          }
          columns={COLUMNS}
          rows={rows}
          getRowId={(o) => String(o.id)}
          {...tableBindings(table)}
          emptyTitle="No orders"
          emptyMessage={filtered ? 'No order on this page matches.' : 'Your store has no orders yet.'}
        />
        {Number.isInteger(openId) && openId > 0 ? (
          <MerchantOrderDetail
            key={openId}
            orderId={openId}
            listHref={`?${listParams}`}
            onClose={closeDetail}
          />
        ) : null}
      </div>
    </ConfirmProvider>
  );
}
