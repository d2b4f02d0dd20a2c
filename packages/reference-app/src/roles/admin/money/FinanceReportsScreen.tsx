import {
  type GatherAll,
  type ListPage,
  type LoadStatus,
  useGatherAll,
  useGetNdsrReport,
  useGetOdprReport,
  useGetOndprReport,
  useGetOrrReport,
  useGetSarReport,
  useGetSettlementReport,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import {
  getNdsrReport,
  getOdprReport,
  getOndprReport,
  getOrrReport,
  getSarReport,
  getSettlementReport,
} from '@marketplace/sdk';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { PeriodFilter } from './PeriodFilter';
import { type ReportTotal, ReportView } from './ReportView';
import { FINANCE_COLUMNS, FINANCE_SCREEN_COLUMNS, RETURN_COLUMNS } from './reportColumns';
import { useMoneyPeriod } from './useMoneyPeriod';
import './money.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';

type FinanceTotals = Entity<'FinanceReportTotals'>;
type FinanceRow = Entity<'FinanceReportEntry'>;
type SettlementTotals = Entity<'SettlementTotals'>;
type ReturnTotals = Entity<'OrderReturnsReportTotals'>;

/** The reports of the screen, in the order the select lists them. */
export const FINANCE_REPORTS = {
  settlement: {
    title: 'Settlement report',
    about: 'Delivered orders settled in the period: what each party is due.',
  },
  sar: {
    title: 'Sales and remittance report',
    about: 'Every paid order of the period and how what the customer paid splits.',
  },
  ndsr: {
    title: 'Net due to sellers report',
    about: 'Delivered orders whose merchant payment is not yet processed: what merchants are still due.',
  },
  odpr: {
    title: 'Orders delivered by the platform',
    about:
      'Delivered orders the platform carried (hub, dispatcher or shipping partner): delivery is due to it.',
  },
  ondpr: {
    title: 'Orders delivered by merchants',
    about: 'Delivered orders the merchant carried itself: delivery is due to the merchant.',
  },
  orr: {
    title: 'Order returns report',
    about: 'Returns requested in the period (refunds and replacements) with their orders’ amounts.',
  },
} as const;

/** A report of the screen (`?report=`). */
export type FinanceReportId = keyof typeof FINANCE_REPORTS;

const PAGE_SIZES = [12, 24, 48] as const;

/** The money totals the settlement and the finance reports share: the orders' amounts and who is due what. */
function moneyTotals(t: FinanceTotals | SettlementTotals | undefined): ReportTotal[] {
  return [
    { label: 'Total order amount', value: <Money amount={t?.totalOrderAmount} /> },
    { label: 'Sales', value: <Money amount={t?.totalSalesOrderAmount} /> },
    { label: 'Delivery', value: <Money amount={t?.totalDeliveryAmount} /> },
    { label: 'Due to merchants', value: <Money amount={t?.dueToMerchant} /> },
    { label: 'Due to the platform', value: <Money amount={t?.dueToPlatform} /> },
    { label: 'Due to the card provider', value: <Money amount={t?.dueToProvider} /> },
  ];
}

function financeTotals(t: FinanceTotals | undefined): ReportTotal[] {
  return [
    ...moneyTotals(t),
    { label: 'Remitted to the platform', value: <Money amount={t?.remitToPlatform} /> },
    { label: 'Commission', value: t ? `${t.commissionPercentage}%` : '—' },
  ];
}

function settlementTotals(t: SettlementTotals | undefined): ReportTotal[] {
  return [{ label: 'Orders settled', value: t?.totalOrders ?? 0 }, ...moneyTotals(t)];
}

function returnTotals(t: ReturnTotals | undefined): ReportTotal[] {
  return [
    { label: 'Returns', value: t?.totalOrders ?? 0 },
    { label: 'Returned items', value: <Money amount={t?.salesOrderAmt} /> },
    { label: 'Refunded', value: <Money amount={t?.refundedAmount ?? 0} /> },
  ];
}

/**
 * The admin's finance reports (`/admin/money/reports`, needs `read` on `reports`): the settlement report
 * and the five finance operations reports (sar, ndsr, odpr, ondpr, orr) over a period, each with its
 * totals over every order of the period (due to merchants, to the platform, to the card provider,
 * commission, totals), its orders page by page, and the CSV of the page or of every order. The report,
 * period and page are kept in the URL (`?report=settlement&period=lastMonth&page=2`).
 *
 * @example
 * { path: 'money/reports', lazy: screen(admin, 'FinanceReportsScreen') }
 */
export function FinanceReportsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const period = useMoneyPeriod('last30Days');
  const selectId = useId();
  const raw = params.get('report');
  const report: FinanceReportId = raw && raw in FINANCE_REPORTS ? (raw as FinanceReportId) : 'settlement';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawSize = Number(params.get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : PAGE_SIZES[0];
  const set = write;
  const view: ReportProps = {
    query: period.query,
    periodWords: period.words,
    filename: `${report === 'settlement' ? 'settlement-report' : `${report}-report`}-${period.startDate}-to-${period.endDate}`,
    page,
    pageSize,
    onPageChange: (next) => set({ page: next > 1 ? String(next) : undefined }),
    onPageSizeChange: (size) =>
      set({ size: size === PAGE_SIZES[0] ? undefined : String(size), page: undefined }),
  };

  return (
    <div className="workspace-list">
      <FiltersBar
        label="Report and period"
        onReset={() =>
          write({
            report: undefined,
            period: undefined,
            from: undefined,
            to: undefined,
            page: undefined,
            size: undefined,
          })
        }
      >
        <div className="filter-select">
          <label htmlFor={selectId} className="filter-select__label">
            Report
          </label>
          <select
            id={selectId}
            className="filter-select__input"
            value={report}
            onChange={(e) => set({ report: e.target.value, page: undefined })}
          >
            {(Object.keys(FINANCE_REPORTS) as FinanceReportId[]).map((id) => (
              <option key={id} value={id}>
                {FINANCE_REPORTS[id].title}
              </option>
            ))}
          </select>
        </div>
        <PeriodFilter period={period} />
      </FiltersBar>
      <p className="admin-money-note">{FINANCE_REPORTS[report].about}</p>
      {REPORT_VIEWS[report](view)}
    </div>
  );
}

/** What each report view needs from the screen. */
interface ReportProps {
  query: { startDate?: string; endDate?: string };
  periodWords: string;
  filename: string;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
}

/** A report's hook, called with the period and the page on screen. */
type ReportHook<Row, Totals> = (init: { query: ReportProps['query'] & ListPage }) => {
  status: LoadStatus;
  error?: { message: string };
  data?: { count: number; rows: readonly Row[]; totals?: Totals };
  mutate(): unknown;
};

/** What sets one report apart from the others: its call, its totals, its columns and its empty state. */
interface ReportSource<Row, Totals> {
  useReport: ReportHook<Row, Totals>;
  /** Every row of the report over the period, for "Export all" (`useGatherAll` through its own call). */
  useEveryRow(query: ReportProps['query']): GatherAll<Row>;
  totals(totals: Totals | undefined): ReportTotal[];
  columns: readonly Column<Row>[];
  csvColumns?: readonly Column<Row>[];
  getRowId(row: Row): string;
  emptyMessage: string;
}

/** One report on screen: the page on screen and the pages of "Export all", each from the report's own call. */
function PagedReport<Row, Totals>({
  id,
  source: { useReport, useEveryRow, totals, ...source },
  ...props
}: ReportProps & { id: FinanceReportId; source: ReportSource<Row, Totals> }) {
  const { page, pageSize } = props;
  const result = useReport({ query: { ...props.query, limit: pageSize, offset: (page - 1) * pageSize } });
  const fetchAll = useEveryRow(props.query);
  return (
    <ReportView
      title={FINANCE_REPORTS[id].title}
      result={result}
      totals={totals(result.data?.totals)}
      fetchAll={fetchAll}
      pageSizes={PAGE_SIZES}
      {...source}
      {...props}
    />
  );
}

/** A report's view; keyed by the report, so that another report starts afresh with its own query hook. */
const reportView =
  <Row, Totals>(id: FinanceReportId, source: ReportSource<Row, Totals>) =>
  (props: ReportProps) => <PagedReport key={id} id={id} source={source} {...props} />;

const ORDER_ROWS = {
  columns: FINANCE_SCREEN_COLUMNS,
  csvColumns: FINANCE_COLUMNS,
  getRowId: (r: Entity<'FinanceReportEntry'>) => String(r.orderId),
};

/** The order-level finance reports (sar, ndsr, odpr, ondpr) share their rows and totals, each from its own call. */
const FINANCE_ROWS = {
  totals: financeTotals,
  ...ORDER_ROWS,
  emptyMessage: 'No order of this kind in this period.',
};

/**
 * An order-level finance report's view (sar, ndsr, odpr, ondpr): the page from its query hook, "Export
 * all" through its SDK call.
 */
const financeView = (
  id: FinanceReportId,
  // The four take the same query and answer the same rows.
  { call, useReport }: { call: typeof getSarReport; useReport: ReportHook<FinanceRow, FinanceTotals> },
) =>
  reportView(id, {
    ...FINANCE_ROWS,
    useReport,
    useEveryRow: (query) => useGatherAll(call, { query }),
  });

/** Each report's view. */
const REPORT_VIEWS: Record<FinanceReportId, (props: ReportProps) => ReactNode> = {
  settlement: reportView('settlement', {
    useReport: useGetSettlementReport,
    useEveryRow: (query) => useGatherAll(getSettlementReport, { query }),
    totals: settlementTotals,
    ...ORDER_ROWS,
    emptyMessage: 'No order was delivered in this period.',
  }),
  sar: financeView('sar', { call: getSarReport, useReport: useGetSarReport }),
  ndsr: financeView('ndsr', { call: getNdsrReport, useReport: useGetNdsrReport }),
  odpr: financeView('odpr', { call: getOdprReport, useReport: useGetOdprReport }),
  ondpr: financeView('ondpr', { call: getOndprReport, useReport: useGetOndprReport }),
  orr: reportView('orr', {
    useReport: useGetOrrReport,
    useEveryRow: (query) => useGatherAll(getOrrReport, { query }),
    totals: returnTotals,
    columns: RETURN_COLUMNS,
    getRowId: (r) => String(r.returnId),
    emptyMessage: 'No return was requested in this period.',
  }),
};
