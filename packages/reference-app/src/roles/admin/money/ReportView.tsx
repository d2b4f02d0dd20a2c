import type { LoadStatus } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { StatCard } from '../../../kit/StatCard';
import { TablePagination } from '../../../kit/TablePagination';

/** One total of a report: its label and the figure. */
export interface ReportTotal {
  label: string;
  value: ReactNode;
}

/** Props of {@link ReportView}. */
export interface ReportViewProps<Row> {
  /** The report's name ("Settlement report"): the table's caption and the totals' heading start with it. */
  title: string;
  /** What the period is, in words. */
  periodWords: string;
  /** The report query's state: its page of rows, count and load status, and `mutate` to try again. */
  result: {
    status: LoadStatus;
    error?: { message: string };
    data?: { count: number; rows: readonly Row[] };
    mutate(): unknown;
  };
  /** The totals over every row of the period (not only the page). */
  totals: ReportTotal[];
  columns: readonly Column<Row>[];
  /** The columns of the CSV when they differ from the table's (more of them than fit on screen). */
  csvColumns?: readonly Column<Row>[];
  getRowId(row: Row): string;
  /** Every row of the report, for "Export all" (`useGatherAll`). */
  fetchAll(onProgress: (rowsSoFar: number) => void): Promise<readonly Row[]>;
  /** The CSV file's name, without `.csv`. */
  filename: string;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
  emptyMessage: string;
}

/**
 * A finance report on screen: its totals over the period as figures, then its orders page by page in a
 * table (loading, empty, error with "Try again"), and the CSV export of the page or of every row.
 *
 * @example
 * const report = useGetSettlementReport({ query: { startDate, endDate, limit: 12, offset: 0 } });
 * <ReportView title="Settlement report" result={report} totals={[...]} columns={FINANCE_COLUMNS} ... />
 */
export function ReportView<Row>({
  title,
  periodWords,
  result,
  totals,
  columns,
  csvColumns = columns,
  getRowId,
  fetchAll,
  filename,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  emptyMessage,
}: ReportViewProps<Row>) {
  const rows = result.data?.rows ?? [];
  const count = result.data?.count ?? 0;
  return (
    <>
      <section className="admin-money-stats" aria-labelledby="report-totals-title" aria-live="polite">
        <h2 id="report-totals-title">
          {title} totals, {periodWords}
        </h2>
        {totals.map((total) => (
          <StatCard key={total.label} label={total.label} value={total.value} status={result.status} />
        ))}
      </section>
      <DataTable
        caption={`${title}, ${periodWords}`}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        status={result.status}
        error={result.error}
        onRetry={() => void result.mutate()}
        emptyTitle="Nothing in this period"
        emptyMessage={emptyMessage}
        footer={
          <div className="admin-money-footer">
            <ExportCsvButton filename={filename} columns={csvColumns} rows={rows} fetchAll={fetchAll} />
            <TablePagination
              page={page}
              pageCount={Math.max(1, Math.ceil(count / pageSize))}
              pageSize={pageSize}
              pageSizes={pageSizes}
              count={count}
              onPageChange={onPageChange}
              onPageSizeChange={onPageSizeChange}
            />
          </div>
        }
      />
    </>
  );
}
