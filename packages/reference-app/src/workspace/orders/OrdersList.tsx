import { type TableResult, useGetOrderStatuses } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { type ReactNode, useMemo } from 'react';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import type { FilterOption } from '../../kit/FilterSelect';
import { FiltersBar } from '../../kit/FiltersBar';
import { tableBindings } from '../../kit/tableBindings';
import type { MatchingChoice } from '../../kit/useMatchingSelection';
import '../workspace.css';
import { type OpenRow, useOpenRow } from '../useOpenRow';
import { OrderPeriodFilter } from './OrderPeriodFilter';
import { ORDER_FLAG_OPTIONS } from './orderFlagLabels';
import { useOrderPeriod } from './useOrderPeriod';
import './orders.css';
import { TableFilter } from '../TableFilter';
import { TableSearch } from '../TableSearch';

type Order = Entity<'Order'>;

/** The URL parameter of the open order: its detail shows under the list, which keeps its page and filters. */
export const ORDER_PARAM = 'order';

/**
 * The field of an order the server sorts a column by (`useTable`'s `sortField`): the columns named after
 * a field sort by it, the customer by the delivery address's name.
 */
export function orderSortField(column: string): string {
  return column === 'customer' ? 'deliveryAddress.fullName' : column;
}
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
  /** Adds the "Placed" period (the list's `startDate` and `endDate`, on the server and in the URL). */
  withPeriod?: boolean;
  /** Adds the "Needs attention" filter (the age flags, on the server). */
  withFlags?: boolean;
  /** What the empty list says when nothing filters it. */
  emptyMessage: string;
  /** The open order's detail, under the list. */
  detail(order: OpenRow & { id: number }): ReactNode;
  /** Above the filters: the links between a desk's lists. */
  children?: ReactNode;
  /** Beside the pagination: the export of the page or of every order the filters match (`TableExport`). */
  csv?: ReactNode;
  /** Rows to select and act on at once: the selection, its actions and the last run's report. */
  bulk?: {
    selected: ReadonlySet<string>;
    onSelectedChange(selected: Set<string>): void;
    /** "Select all N matching the filter" (`useMatchingSelection`). */
    matching?: MatchingChoice;
    actions: ReactNode;
    report: ReactNode;
  };
}

/**
 * A role's orders: search, status and (optionally) the age flags and a period in a filters bar, all applied
 * by the server before paging (the count is the filtered count), the paged table with its state in the URL, and `?order=<id>` opening that order's detail under the list. The merchant's, the admin
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
  withFlags = false,
  emptyMessage,
  detail,
  children,
  csv,
  bulk,
}: OrdersListProps) {
  const statuses = useGetOrderStatuses(statusOptions ? null : ALL_STATUSES);
  // Every day until the person picks a period (or a link brings one).
  const period = useOrderPeriod(table);
  const open = useOpenRow(ORDER_PARAM);
  const options = useMemo(
    () => statusOptions ?? (statuses.data ?? []).map((s) => ({ value: s.code_name, label: s.name })),
    [statusOptions, statuses.data],
  );
  const filtered = Object.values(table.filters).some(Boolean) || table.search !== '';
  const bindings = tableBindings(table, csv);
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
        {withFlags ? (
          <TableFilter
            table={table}
            name="flag"
            label="Needs attention"
            allLabel="Any order"
            options={ORDER_FLAG_OPTIONS}
          />
        ) : null}
        {withPeriod ? <OrderPeriodFilter period={period} /> : null}
      </FiltersBar>
      {bulk?.report}
      <DataTable<Order>
        caption={period.choice ? `${caption}, placed ${period.startDate} to ${period.endDate}` : caption}
        columns={columns}
        rows={table.rows}
        getRowId={(o) => String(o.id)}
        {...bindings}
        emptyTitle="No orders"
        emptyMessage={filtered ? 'No order matches these filters.' : emptyMessage}
        {...(bulk
          ? {
              selectable: true,
              selected: bulk.selected,
              onSelectedChange: bulk.onSelectedChange,
              bulkActions: bulk.actions,
              ...(bulk.matching ? { matching: bulk.matching } : {}),
            }
          : {})}
      />
      {open.id ? detail({ ...open, id: open.id }) : null}
    </div>
  );
}
