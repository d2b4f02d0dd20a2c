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
import { changeFrom, previousPeriod } from './previousPeriod';
import { ReportPanel } from './ReportPanel';

/** One line of the summary's CSV: a figure, its value, and its value over the period before. */
interface Figure {
  figure: string;
  value: number;
  previous: number | undefined;
}

/** The CSV's columns, headed by the days each value covers. */
function figureColumns(range: DateRange, before: DateRange): Column<Figure>[] {
  return [
    { id: 'figure', header: 'Figure', cell: (f) => f.figure, csv: (f) => f.figure },
    {
      id: 'value',
      header: `${range.startDate} to ${range.endDate}`,
      cell: (f) => f.value,
      csv: (f) => f.value,
    },
    {
      id: 'previous',
      header: `${before.startDate} to ${before.endDate}`,
      cell: (f) => f.previous ?? '',
      csv: (f) => f.previous ?? '',
    },
  ];
}

/**
 * The headline figures of the period, each from its own report and each failing on its own with that
 * report's message: sales (the sales report), orders and what customers paid for them (the orders report),
 * products sold and products returned, each with its change against the period just before (same length).
 * The figures that loaded export as one CSV.
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
  // The same reports over the days just before, for each card's "vs previous period" (left out until
  // they load, and when they fail: the figure itself matters more).
  const beforeRange = previousPeriod(range);
  const before = { query: beforeRange };
  const salesBefore = useGetSalesReport(before);
  const ordersBefore = useGetOrdersReport(before);
  const soldBefore = useGetProductsSoldReport(before);
  const returnedBefore = useGetProductsReturnedReport(before);
  const figures: Figure[] = [
    sales.data
      ? { figure: 'Sales (NGN)', value: sales.data.sales, previous: salesBefore.data?.sales }
      : undefined,
    orders.data
      ? { figure: 'Orders', value: orders.data.orders, previous: ordersBefore.data?.orders }
      : undefined,
    orders.data?.totalOrderAmount !== undefined
      ? {
          figure: 'Paid by customers (NGN)',
          value: orders.data.totalOrderAmount,
          previous: ordersBefore.data?.totalOrderAmount,
        }
      : undefined,
    sold.data
      ? { figure: 'Products sold', value: sold.data.productsSold, previous: soldBefore.data?.productsSold }
      : undefined,
    returned.data
      ? {
          figure: 'Products returned',
          value: returned.data.productReturned,
          previous: returnedBefore.data?.productReturned,
        }
      : undefined,
  ].filter((f): f is Figure => f !== undefined);
  return (
    <ReportPanel
      title="Summary"
      actions={
        figures.length > 0 ? (
          <ExportCsvButton
            filename={`sales-summary-${range.startDate}-to-${range.endDate}`}
            columns={figureColumns(range, beforeRange)}
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
          change={changeFrom(sales.data?.sales, salesBefore.data?.sales)}
          status={sales.status}
          errorMessage={sales.error?.message}
        />
        <StatCard
          label="Orders"
          value={orders.data?.orders ?? 0}
          change={changeFrom(orders.data?.orders, ordersBefore.data?.orders)}
          status={orders.status}
          errorMessage={orders.error?.message}
        />
        <StatCard
          label="Paid by customers"
          value={<Money amount={orders.data?.totalOrderAmount ?? 0} />}
          change={changeFrom(orders.data?.totalOrderAmount, ordersBefore.data?.totalOrderAmount)}
          status={orders.status}
          errorMessage={orders.error?.message}
        />
        <StatCard
          label="Products sold"
          value={sold.data?.productsSold ?? 0}
          change={changeFrom(sold.data?.productsSold, soldBefore.data?.productsSold)}
          status={sold.status}
          errorMessage={sold.error?.message}
        />
        <StatCard
          label="Products returned"
          value={returned.data?.productReturned ?? 0}
          change={changeFrom(returned.data?.productReturned, returnedBefore.data?.productReturned)}
          status={returned.status}
          errorMessage={returned.error?.message}
        />
      </div>
    </ReportPanel>
  );
}
