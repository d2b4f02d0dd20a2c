import type { TableResult } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { TableExport } from '../../../workspace/TableExport';

type Order = Entity<'Order'>;

/** Props of {@link AdminOrdersExport}. */
export interface AdminOrdersExportProps {
  table: TableResult<Order>;
  /** The table's columns; the export adds the day each order was placed. */
  columns: readonly Column<Order>[];
}

/**
 * The export of the orders list on screen, through that list's own call (the table's `fetchAll`, whichever
 * of the desk's five lists it reads). Loaded lazily by the orders desk (with the export's code), so the desk
 * stays within the workspace page budget.
 *
 * @example
 * <AdminOrdersExport table={table} columns={COLUMNS} />
 */
export function AdminOrdersExport({ table, columns }: AdminOrdersExportProps) {
  const csvColumns: Column<Order>[] = [
    ...columns,
    { id: 'createdAt', header: 'Placed', cell: (o) => o.createdAt, csv: (o) => o.createdAt },
  ];
  return <TableExport table={table} filename="orders" columns={csvColumns} />;
}
