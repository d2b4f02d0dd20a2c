import { useGetOrdersOverTimeReport } from '@marketplace/react-hooks';
import type { DateRange, Entity } from '@marketplace/sdk';
import { useMemo } from 'react';
import type { Column } from '../../../kit/Column';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { ReportChart } from '../../../workspace/reports/ReportChart';
import { MonthlyChart } from './MonthlyChart';
import { ReportPanel } from './ReportPanel';

type Month = Entity<'SalesByMonth'>;

const COLUMNS: Column<Month>[] = [
  { id: 'month', header: 'Month', cell: (m) => m.label ?? m.month, csv: (m) => m.month },
  { id: 'orders', header: 'Orders', cell: (m) => m.orders ?? 0, align: 'end', csv: (m) => m.orders ?? 0 },
];

/**
 * Orders over time: the number of orders month by month (the orders over time report), as a chart (its
 * "Show data table" lists the months) exported to CSV.
 *
 * @example
 * <OrdersOverTimeReport range={{ startDate: '2026-10-01', endDate: '2026-11-30' }} />
 */
export function OrdersOverTimeReport({ range }: { range: DateRange }) {
  const report = useGetOrdersOverTimeReport({
    query: { startDate: range.startDate, endDate: range.endDate },
  });
  const rows = report.data ?? [];
  const chartMonths = useMemo(
    () => (report.data ?? []).map((m) => ({ label: m.label ?? m.month, value: m.orders ?? 0 })),
    [report.data],
  );
  return (
    <ReportPanel
      title="Orders over time"
      actions={
        rows.length > 0 ? (
          <ExportCsvButton
            filename={`orders-by-month-${range.startDate}-to-${range.endDate}`}
            columns={COLUMNS}
            rows={rows}
          />
        ) : null
      }
    >
      <ReportChart
        title="Orders by month"
        status={report.status}
        error={report.error}
        onRetry={() => void report.mutate()}
        empty={rows.every((m) => !m.orders)}
        emptyMessage="No orders in this period."
      >
        <MonthlyChart
          title="Orders by month"
          seriesLabel="Orders"
          valueFormat="number"
          months={chartMonths}
        />
      </ReportChart>
    </ReportPanel>
  );
}
