import { useGetOrderStatuses, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../kit/Column';
import { ConfirmProvider } from '../../kit/ConfirmProvider';
import { DataTable } from '../../kit/DataTable';
import { DateText } from '../../kit/DateText';
import { FilterSelect } from '../../kit/FilterSelect';
import { FiltersBar } from '../../kit/FiltersBar';
import { Money } from '../../kit/Money';
import { SearchBox } from '../../kit/SearchBox';
import { StatusBadge } from '../../kit/StatusBadge';
import { tableBindings } from '../../kit/tableBindings';
import { OrderLink } from '../../workspace/orders/OrderLink';
import { useUrlTableState } from '../../workspace/useUrlTableState';
import { PartnerOrderDetail } from './PartnerOrderDetail';

type Order = Entity<'Order'>;

/** The URL parameter of the open order: the detail shows under the list, which keeps its page and filters. */
const ORDER_PARAM = 'order';
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
  {
    id: 'orderName',
    header: 'Order',
    cell: (o) => <OrderLink order={o} param={ORDER_PARAM} />,
    sortable: true,
  },
  { id: 'storeName', header: 'Store', cell: (o) => o.storeName ?? '—', sortable: true },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge kind="order" status={o} />, sortable: true },
  { id: 'total', header: 'Total', cell: (o) => <Money amount={o.total} />, sortable: true, align: 'end' },
  { id: 'createdAt', header: 'Placed', cell: (o) => <DateText value={o.createdAt} />, sortable: true },
];

/**
 * The shipping partner's assigned orders (`/shipping-partner/orders`, needs `read` on `orders`): paged,
 * sorted, filtered by status and searched within the page (the list takes neither), with the state in the
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
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get(ORDER_PARAM));
  const listParams = new URLSearchParams(params);
  listParams.delete(ORDER_PARAM);
  const listHref = `?${listParams}`;
  const statusOptions = useMemo(
    () =>
      PARTNER_VIEW.map((code) => ({
        value: code,
        label: statuses.data?.find((s) => s.code_name === code)?.name ?? code.replace(/_/g, ' '),
      })),
    [statuses.data],
  );
  const closeDetail = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <ConfirmProvider>
      <div className="workspace-list">
        <FiltersBar onReset={table.reset} active={table.search !== '' || Boolean(table.filters.status)}>
          <SearchBox
            label="Search this page's orders"
            value={table.search}
            onChange={table.setSearch}
            placeholder="Order or store"
          />
          <FilterSelect
            label="Status"
            value={table.filters.status}
            options={statusOptions}
            onChange={(value) => table.setFilter('status', value)}
          />
        </FiltersBar>
        <DataTable<Order>
          caption="Orders assigned to you"
          columns={COLUMNS}
          rows={table.rows}
          getRowId={(o) => String(o.id)}
          {...tableBindings(table)}
          emptyTitle="No orders"
          emptyMessage={
            table.search || table.filters.status
              ? 'No order on this page matches.'
              : 'No order is assigned to you yet.'
          }
        />
        {Number.isInteger(openId) && openId > 0 ? (
          <PartnerOrderDetail key={openId} orderId={openId} listHref={listHref} onDeclined={closeDetail} />
        ) : null}
      </div>
    </ConfirmProvider>
  );
}
