import { useGetSalesOverTimeReport, useGetSalesOverTimeTable } from '@marketplace/react-hooks';
import type { DateRange, Entity } from '@marketplace/sdk';
import { useMemo } from 'react';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { Money } from '../../../kit/Money';
import { TablePagination } from '../../../kit/TablePagination';
import { ReportChart } from '../../../workspace/reports/ReportChart';
import { MonthlyChart } from './MonthlyChart';
import { ReportPanel } from './ReportPanel';
import { usePagedRows } from './usePagedRows';

type Month = Entity<'SalesByMonth'>;
type Day = Entity<'SalesDetail'>;

const money = (value: number | undefined) => <Money amount={value ?? 0} />;

const MONTH_COLUMNS: Column<Month>[] = [
  { id: 'month', header: 'Month', cell: (m) => m.label ?? m.month, csv: (m) => m.month },
  { id: 'sales', header: 'Sales', cell: (m) => money(m.sales), align: 'end', csv: (m) => m.sales ?? 0 },
];

/** A day's amount: naira on screen, the number in the CSV (0 when the day has none). */
const dayMoney = (
  id: 'grossSales' | 'discount' | 'returns' | 'netSales' | 'shippingFee' | 'totalSales',
  header: string,
): Column<Day> => ({
  id,
  header,
  cell: (d) => money(d[id]),
  align: 'end',
  csv: (d) => d[id] ?? 0,
});

const DAY_COLUMNS: Column<Day>[] = [
  { id: 'date', header: 'Day', cell: (d) => <DateText value={d.date} />, csv: (d) => d.date },
  { id: 'orders', header: 'Orders', cell: (d) => d.orders, align: 'end', csv: (d) => d.orders },
  dayMoney('grossSales', 'Gross sales'),
  dayMoney('discount', 'Discounts'),
  dayMoney('returns', 'Returns'),
  dayMoney('netSales', 'Net sales'),
  dayMoney('shippingFee', 'Shipping'),
  dayMoney('totalSales', 'Total sales'),
];

/**
 * Sales over time: the month-by-month chart (the sales over time report) and the day-by-day table under
 * it (the sales over time table: gross, discounts, returns, net, shipping, total; a month of days a page).
 * Two calls, each with its own loading, error and CSV export (of every day).
 *
 * @example
 * <SalesOverTimeReport range={{ startDate: '2026-10-01', endDate: '2026-11-30' }} />
 */
export function SalesOverTimeReport({ range }: { range: DateRange }) {
  const query = { query: { startDate: range.startDate, endDate: range.endDate } };
  const months = useGetSalesOverTimeReport(query);
  const days = useGetSalesOverTimeTable(query);
  const monthRows = months.data ?? [];
  const dayRows = days.data ?? [];
  const { rows: dayPageRows, ...dayPaging } = usePagedRows(dayRows);
  const chartMonths = useMemo(
    () => (months.data ?? []).map((m) => ({ label: m.label ?? m.month, value: m.sales ?? 0 })),
    [months.data],
  );
  const suffix = `${range.startDate}-to-${range.endDate}`;
  return (
    <ReportPanel
      title="Sales over time"
      actions={
        <>
          {monthRows.length > 0 ? (
            <ExportCsvButton
              filename={`sales-by-month-${suffix}`}
              columns={MONTH_COLUMNS}
              rows={monthRows}
              label="Export months"
            />
          ) : null}
          {dayRows.length > 0 ? (
            <ExportCsvButton
              filename={`sales-by-day-${suffix}`}
              columns={DAY_COLUMNS}
              rows={dayRows}
              label="Export days"
            />
          ) : null}
        </>
      }
    >
      <ReportChart
        title="Sales by month"
        status={months.status}
        error={months.error}
        onRetry={() => void months.mutate()}
        empty={monthRows.every((m) => !m.sales)}
        emptyMessage="No sales in this period."
      >
        <MonthlyChart title="Sales by month" seriesLabel="Sales" valueFormat="money" months={chartMonths} />
      </ReportChart>
      <DataTable<Day>
        caption="Sales by day"
        columns={DAY_COLUMNS}
        rows={dayPageRows}
        getRowId={(d) => d.date}
        footer={<TablePagination {...dayPaging} />}
        status={days.status}
        error={days.error}
        onRetry={() => void days.mutate()}
        emptyTitle="No sales"
        emptyMessage="No order was placed in this period."
      />
    </ReportPanel>
  );
}
