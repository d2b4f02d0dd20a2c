import {
  useGetOrdersReport,
  useGetProductsReturnedReport,
  useGetProductsSoldReport,
  useGetSalesReport,
} from '@marketplace/react-hooks';
import type { DateRange } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { Money } from '../../../kit/Money';
import { StatCard } from '../../../kit/StatCard';
import { ReportPanel } from './ReportPanel';

/** One line of the summary's CSV: a figure and its value. */
interface Figure {
  figure: string;
  value: number;
}

const FIGURE_COLUMNS: Column<Figure>[] = [
  { id: 'figure', header: 'Figure', cell: (f) => f.figure, csv: (f) => f.figure },
  { id: 'value', header: 'Value', cell: (f) => f.value, csv: (f) => f.value },
];

/**
 * The headline figures of the period, each from its own report and each failing on its own with that
 * report's message: sales (the sales report), orders and what customers paid for them (the orders report),
 * products sold and products returned. The figures that loaded export as one CSV.
 *
 * @example
 * <ReportSummary range={{ startDate: '2026-11-01', endDate: '2026-11-30' }} />
 */
export function ReportSummary({ range }: { range: DateRange }) {
  const query = { query: { startDate: range.startDate, endDate: range.endDate } };
  const sales = useGetSalesReport(query);
  const orders = useGetOrdersReport(query);
  const sold = useGetProductsSoldReport(query);
  const returned = useGetProductsReturnedReport(query);
  const figures: Figure[] = [
    sales.data ? { figure: 'Sales (NGN)', value: sales.data.sales } : undefined,
    orders.data ? { figure: 'Orders', value: orders.data.orders } : undefined,
    orders.data?.totalOrderAmount !== undefined
      ? { figure: 'Paid by customers (NGN)', value: orders.data.totalOrderAmount }
      : undefined,
    sold.data ? { figure: 'Products sold', value: sold.data.productsSold } : undefined,
    returned.data ? { figure: 'Products returned', value: returned.data.productReturned } : undefined,
  ].filter((f): f is Figure => f !== undefined);
  return (
    <ReportPanel
      title="Summary"
      actions={
        figures.length > 0 ? (
          <ExportCsvButton
            filename={`sales-summary-${range.startDate}-to-${range.endDate}`}
            columns={FIGURE_COLUMNS}
            rows={figures}
            label="Export summary"
          />
        ) : null
      }
    >
      <div className="dashboard-cards">
        <StatCard
          label="Sales"
          value={<Money amount={sales.data?.sales} />}
          status={sales.status}
          errorMessage={sales.error?.message}
        />
        <StatCard
          label="Orders"
          value={orders.data?.orders ?? 0}
          status={orders.status}
          errorMessage={orders.error?.message}
        />
        <StatCard
          label="Paid by customers"
          value={<Money amount={orders.data?.totalOrderAmount ?? 0} />}
          status={orders.status}
          errorMessage={orders.error?.message}
        />
        <StatCard
          label="Products sold"
          value={sold.data?.productsSold ?? 0}
          status={sold.status}
          errorMessage={sold.error?.message}
        />
        <StatCard
          label="Products returned"
          value={returned.data?.productReturned ?? 0}
          status={returned.status}
          errorMessage={returned.error?.message}
        />
      </div>
    </ReportPanel>
  );
}
