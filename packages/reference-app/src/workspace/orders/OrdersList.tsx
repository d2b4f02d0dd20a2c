import { type TableResult, useGetOrderStatuses } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { type ReactNode, useMemo } from 'react';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import type { FilterOption } from '../../kit/FilterSelect';
import { FiltersBar } from '../../kit/FiltersBar';
import { tableBindings } from '../../kit/tableBindings';
import { type OpenRow, useOpenRow } from '../useOpenRow';
import { OrderPeriodFilter } from './OrderPeriodFilter';
import { useOrderPeriod } from './useOrderPeriod';
import './orders.css';
import { TableFilter } from '../TableFilter';
import { TableSearch } from '../TableSearch';

type Order = Entity<'Order'>;

/** The URL parameter of the open order: its detail shows under the list, which keeps its page and filters. */
export const ORDER_PARAM = 'order';
const ALL_STATUSES = { query: { orderType: 'all' as const } };

/** Props of {@link OrdersList}. */
export interface OrdersListProps {
  /** The role's orders, from `useTable` with a `status` filter and the URL's table state. */
  table: TableResult<Order>;
  /** What the list holds ("Your store's orders"); a chosen period is added to it. */
  caption: string;
  columns: readonly Column<Order>[];
  /** The search box's name and hint ("Search orders", "Order or customer"). */
  searchLabel: string;
  searchPlaceholder: string;
  /** The statuses the filter offers; by default every order status by its name. */
  statusOptions?: readonly FilterOption[];
  /** Adds the "Placed" period, applied to the rows of the page (the order lists take no dates). */
  withPeriod?: boolean;
  /** What the empty list says when nothing filters it. */
  emptyMessage: string;
  /** The open order's detail, under the list. */
  detail(order: OpenRow & { id: number }): ReactNode;
  /** Above the filters: the links between a desk's lists. */
  children?: ReactNode;
}

/**
 * A role's orders: search, status and (optionally) a period in a filters bar, the paged table with its state
 * in the URL, and `?order=<id>` opening that order's detail under the list. The merchant's, the admin
 * session's and the shipping partner's lists are this with their own calls, columns and detail.
 *
 * @example
 * <OrdersList table={table} caption="Your store's orders" columns={COLUMNS} searchLabel="Search orders"
 *   searchPlaceholder="Order or customer" withPeriod emptyMessage="Your store has no orders yet."
 *   detail={(order) => <MerchantOrderDetail key={order.id} orderId={order.id} listHref={order.listHref} onClose={order.close} />} />
 */
export function OrdersList({
  table,
  caption,
  columns,
  searchLabel,
  searchPlaceholder,
  statusOptions,
  withPeriod = false,
  emptyMessage,
  detail,
  children,
}: OrdersListProps) {
  const statuses = useGetOrderStatuses(statusOptions ? null : ALL_STATUSES);
  // Every day until the person picks a period.
  const period = useOrderPeriod();
  const { range, within } = period;
  const open = useOpenRow(ORDER_PARAM);
  const options = useMemo(
    () => statusOptions ?? (statuses.data ?? []).map((s) => ({ value: s.code_name, label: s.name })),
    [statusOptions, statuses.data],
  );
  const rows = useMemo(() => within(table.rows), [within, table.rows]);
  const filtered = table.search !== '' || Boolean(table.filters.status) || period.choice !== '';
  return (
    <div className="workspace-list">
      {children}
      <FiltersBar
        onReset={() => {
          table.reset();
          period.choose('');
        }}
        active={filtered}
      >
        <TableSearch table={table} label={searchLabel} placeholder={searchPlaceholder} />
        <TableFilter table={table} name="status" label="Status" options={options} />
        {withPeriod ? <OrderPeriodFilter period={period} /> : null}
      </FiltersBar>
      <DataTable<Order>
        caption={period.choice ? `${caption}, placed ${range.startDate} to ${range.endDate}` : caption}
        columns={columns}
        rows={rows}
        getRowId={(o) => String(o.id)}
        {...tableBindings(table)}
        emptyTitle="No orders"
        emptyMessage={filtered ? 'No order on this page matches.' : emptyMessage}
      />
      {open.id ? detail({ ...open, id: open.id }) : null}
    </div>
  );
}
