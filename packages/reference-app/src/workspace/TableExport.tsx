import type { TableResult } from '@marketplace/react-hooks';
import type { Column } from '../kit/Column';
import { ExportCsvButton } from '../kit/ExportCsvButton';
import './workspace.css';

/** Props of {@link TableExport}. */
export interface TableExportProps<Row> {
  /** The list, from `useTable`: its `fetchAll` (search, filters, sort, every page) is what "all" exports. */
  table: TableResult<Row>;
  filename: string;
  /** The columns with a `csv` accessor are exported. */
  columns: readonly Column<Row>[];
}

/**
 * "Export this page" and "Export all N" of a server-filtered list: all means every row the list's search,
 * filters and period match, on every page, in the list's order (the table's `fetchAll`, through its
 * own list operation), with "Exporting… 120 of 340 rows" while it runs.
 *
 * @example
 * <TableExport table={table} filename="products" columns={COLUMNS} />
 */
export function TableExport<Row>({ table, filename, columns }: TableExportProps<Row>) {
  if (table.count === 0) return null;
  return (
    <ExportCsvButton
      filename={filename}
      columns={columns}
      rows={table.rows}
      fetchAll={table.fetchAll}
      allLabel={`Export all ${table.count}`}
      total={table.count}
    />
  );
}
