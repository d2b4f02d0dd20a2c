import type { TableResult } from '@marketplace/react-hooks';
import type { Column } from '../kit/Column';
import { ExportCsvButton } from '../kit/ExportCsvButton';
import { type ExportPage, type ExportPageQuery, useExportAll } from '../kit/usePagedExport';
import './workspace.css';

/** Props of {@link TableExport}. */
export interface TableExportProps<Row, Query extends object> {
  /** The list, from `useTable`: its `query` (search, filters, sort) is what the export asks for. */
  table: TableResult<Row>;
  /** The query hook of the table's operation, asked page by page (`useExportAll`). */
  useList: (args: { query: Query & ExportPage } | null) => ExportPageQuery<Row>;
  filename: string;
  /** The columns with a `csv` accessor are exported. */
  columns: readonly Column<Row>[];
}

/**
 * "Export this page" and "Export all N" of a server-filtered list: all means every row the list's search,
 * filters and period match, on every page, in the list's order (`useExportAll` through the table's own
 * query hook), with "Exporting… 120 of 340 rows" while it runs. Give it a `key` that changes with
 * `useList` when a screen switches lists, so that the hook it calls stays the same.
 *
 * @example
 * <TableExport table={table} useList={useGetMerchantProducts} filename="products" columns={COLUMNS} />
 */
export function TableExport<Row, Query extends object>({
  table,
  useList,
  filename,
  columns,
}: TableExportProps<Row, Query>) {
  const fetchAll = useExportAll(useList, table.query as Query);
  if (table.count === 0) return null;
  return (
    <ExportCsvButton
      filename={filename}
      columns={columns}
      rows={table.rows}
      fetchAll={fetchAll}
      allLabel={`Export all ${table.count}`}
      total={table.count}
    />
  );
}
