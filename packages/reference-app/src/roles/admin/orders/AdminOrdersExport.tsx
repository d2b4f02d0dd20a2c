import {
  type TableResult,
  useGetAdminHubOrders,
  useGetAdminOrders,
  useGetDispatcherOrders,
  useGetSchedulerOrders,
  useSearchOrders,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { TableExport } from '../../../workspace/TableExport';

type Order = Entity<'Order'>;

/** The query hook of each list, for its export (a search of all orders is search-orders). */
const LIST_HOOKS = {
  all: useGetAdminOrders,
  search: useSearchOrders,
  hub: useGetAdminHubOrders,
  waiting: useGetSchedulerOrders,
  // The same call: the table's query carries `assignment=assigned`.
  assigned: useGetSchedulerOrders,
  dispatchers: useGetDispatcherOrders,
} as const;

/** The lists of the orders desk that can be exported. */
export type ExportedOrderList = keyof typeof LIST_HOOKS;

/** Props of {@link AdminOrdersExport}. */
export interface AdminOrdersExportProps {
  list: ExportedOrderList;
  table: TableResult<Order>;
  /** The table's columns; the export adds the day each order was placed. */
  columns: readonly Column<Order>[];
}

/**
 * The export of the orders list on screen, through that list's own query hook. Loaded lazily by the
 * orders desk (with the export's code), so the desk stays within the workspace page budget.
 *
 * @example
 * <AdminOrdersExport key={list} list={list} table={table} columns={COLUMNS} />
 */
export function AdminOrdersExport({ list, table, columns }: AdminOrdersExportProps) {
  const csvColumns: Column<Order>[] = [
    ...columns,
    { id: 'createdAt', header: 'Placed', cell: (o) => o.createdAt, csv: (o) => o.createdAt },
  ];
  return <TableExport table={table} useList={LIST_HOOKS[list]} filename="orders" columns={csvColumns} />;
}
