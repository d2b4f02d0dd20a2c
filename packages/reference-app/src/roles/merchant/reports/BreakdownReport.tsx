import type { LoadStatus } from '@marketplace/react-hooks';
import { useMemo } from 'react';
import type { Column } from '../../../kit/Column';
import { LazyBarChart } from '../../../kit/charts/LazyCharts';
import { DataTable } from '../../../kit/DataTable';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { Money } from '../../../kit/Money';
import { TablePagination } from '../../../kit/TablePagination';
import { ReportChart } from '../../../workspace/reports/ReportChart';
import { ReportPanel } from './ReportPanel';
import { usePagedRows } from './usePagedRows';

/** How many of the best-selling lines the chart draws; the table lists them all. */
export const TOP_BARS = 10;

/** A line of a sales breakdown: whatever names it, and its sales in naira. */
export interface BreakdownLine {
  totalSales: number;
}

/** What the breakdown needs of a report query (the generated `useGetSalesBy…Report` hooks' result). */
export interface BreakdownQuery<Row> {
  data?: readonly Row[];
  status: LoadStatus;
  error?: { message: string } | null;
  mutate(): unknown;
}

const salesColumn: Column<BreakdownLine> = {
  id: 'totalSales',
  header: 'Sales',
  cell: (l) => <Money amount={l.totalSales} />,
  align: 'end',
  csv: (l) => l.totalSales,
};

/** Props of {@link BreakdownReport}. */
export interface BreakdownReportProps<Row extends BreakdownLine> {
  /** The report's heading: "Sales by product". */
  title: string;
  /** The chart's caption: "Best-selling products" (with the top's size when the table lists more). */
  chartTitle: string;
  /** The table's caption: "Every product sold". */
  tableCaption: string;
  /** The CSV file's name, without the period (added) and `.csv`. */
  filename: string;
  /** The period, for the file's name. */
  range: { startDate: string; endDate: string };
  /** The report's query (its lines, state and error; "Try again" refetches it). */
  report: BreakdownQuery<Row>;
  /** The columns naming each line; the Sales column is added after them. */
  columns: readonly Column<Row>[];
  getRowId(row: Row): string;
  /** A line's name on the chart's bar. */
  barLabel(row: Row): string;
  /** What an empty period says. */
  emptyMessage: string;
}

/**
 * A sales breakdown (by product, customer or location): the best-selling lines as horizontal bars, every
 * line in a table with its sales after the columns passed in, and the table as CSV. The query's failure shows once, with "Try again".
 *
 * @example
 * <BreakdownReport title="Sales by product" chartTitle="Best-selling products" tableCaption="Every product sold" filename="sales-by-product" range={range}
 *   report={useGetSalesByProductsReport({ query: range })} columns={columns}
 *   getRowId={(r) => String(r.productId)} barLabel={(r) => r.productName}
 *   emptyMessage="No product was sold in this period." />
 */
export function BreakdownReport<Row extends BreakdownLine>({
  title,
  chartTitle: chartName,
  tableCaption,
  filename,
  range,
  report,
  columns: lineColumns,
  getRowId,
  barLabel,
  emptyMessage,
}: BreakdownReportProps<Row>) {
  const { data: rows, status, error } = report;
  const list = rows ?? [];
  const columns = useMemo(() => [...lineColumns, salesColumn], [lineColumns]);
  // Every line of the period, a page at a time: a store with many products or customers stays readable.
  const { rows: pageRows, ...paging } = usePagedRows(list);
  const bars = useMemo(
    () =>
      [...(rows ?? [])]
        .sort((a, b) => b.totalSales - a.totalSales)
        .slice(0, TOP_BARS)
        .map((row) => ({ label: barLabel(row), value: row.totalSales })),
    [rows, barLabel],
  );
  const chartTitle = list.length > TOP_BARS ? `${chartName}: top ${TOP_BARS}` : chartName;
  return (
    <ReportPanel
      title={title}
      actions={
        list.length > 0 ? (
          <ExportCsvButton
            filename={`${filename}-${range.startDate}-to-${range.endDate}`}
            columns={columns}
            rows={list}
          />
        ) : null
      }
    >
      <ReportChart
        title={chartTitle}
        status={status}
        error={error}
        onRetry={() => void report.mutate()}
        empty={list.length === 0}
        emptyMessage={emptyMessage}
      >
        <LazyBarChart title={chartTitle} valueFormat="money" bars={bars} />
      </ReportChart>
      {status === 'succeeded' && list.length > 0 ? (
        <DataTable<Row>
          caption={tableCaption}
          columns={columns}
          rows={pageRows}
          getRowId={getRowId}
          status={status}
          footer={<TablePagination {...paging} />}
        />
      ) : null}
    </ReportPanel>
  );
}
