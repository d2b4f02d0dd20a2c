import {
  type LoadStatus,
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

/** One card of the summary: a figure of the period and of the period before, from its report's query. */
interface Card {
  label: string;
  query: { status: LoadStatus; error?: { message: string } | null };
  now: number | undefined;
  before: number | undefined;
  /** An amount in naira (else a count). */
  money?: boolean;
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
  // Each figure: its query (for its card's state), its value now and over the period before.
  const cards: Card[] = [
    { label: 'Sales', query: sales, now: sales.data?.sales, before: salesBefore.data?.sales, money: true },
    { label: 'Orders', query: orders, now: orders.data?.orders, before: ordersBefore.data?.orders },
    {
      label: 'Paid by customers',
      query: orders,
      now: orders.data?.totalOrderAmount,
      before: ordersBefore.data?.totalOrderAmount,
      money: true,
    },
    {
      label: 'Products sold',
      query: sold,
      now: sold.data?.productsSold,
      before: soldBefore.data?.productsSold,
    },
    {
      label: 'Products returned',
      query: returned,
      now: returned.data?.productReturned,
      before: returnedBefore.data?.productReturned,
    },
  ];
  // The figures that loaded, for the CSV (money in naira, said in the figure's name).
  const figures: Figure[] = cards.flatMap((card) =>
    card.now === undefined
      ? []
      : [{ figure: card.money ? `${card.label} (NGN)` : card.label, value: card.now, previous: card.before }],
  );
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
        {cards.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            value={card.money ? <Money amount={card.now ?? 0} /> : (card.now ?? 0)}
            change={changeFrom(card.now, card.before)}
            status={card.query.status}
            errorMessage={card.query.error?.message}
          />
        ))}
      </div>
    </ReportPanel>
  );
}
