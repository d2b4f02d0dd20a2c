import {
  useGetNdsrReport,
  useGetOdprReport,
  useGetOndprReport,
  useGetOrrReport,
  useGetSarReport,
  useGetSettlementReport,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { useExportAll } from '../../../kit/usePagedExport';
import { PeriodFilter } from './PeriodFilter';
import { type ReportTotal, ReportView } from './ReportView';
import { FINANCE_COLUMNS, FINANCE_SCREEN_COLUMNS, RETURN_COLUMNS } from './reportColumns';
import { useMoneyPeriod } from './useMoneyPeriod';
import './money.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';

type FinanceTotals = Entity<'FinanceReportTotals'>;
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

function financeTotals(t: FinanceTotals | undefined): ReportTotal[] {
  return [
    { label: 'Total order amount', value: <Money amount={t?.totalOrderAmount} /> },
    { label: 'Sales', value: <Money amount={t?.totalSalesOrderAmount} /> },
    { label: 'Delivery', value: <Money amount={t?.totalDeliveryAmount} /> },
    { label: 'Due to merchants', value: <Money amount={t?.dueToMerchant} /> },
    { label: 'Due to the platform', value: <Money amount={t?.dueToPlatform} /> },
    { label: 'Due to the card provider', value: <Money amount={t?.dueToProvider} /> },
    { label: 'Remitted to the platform', value: <Money amount={t?.remitToPlatform} /> },
    { label: 'Commission', value: t ? `${t.commissionPercentage}%` : '—' },
  ];
}

function settlementTotals(t: SettlementTotals | undefined): ReportTotal[] {
  return [
    { label: 'Orders settled', value: t?.totalOrders ?? 0 },
    { label: 'Total order amount', value: <Money amount={t?.totalOrderAmount} /> },
    { label: 'Sales', value: <Money amount={t?.totalSalesOrderAmount} /> },
    { label: 'Delivery', value: <Money amount={t?.totalDeliveryAmount} /> },
    { label: 'Due to merchants', value: <Money amount={t?.dueToMerchant} /> },
    { label: 'Due to the platform', value: <Money amount={t?.dueToPlatform} /> },
    { label: 'Due to the card provider', value: <Money amount={t?.dueToProvider} /> },
  ];
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
      {report === 'settlement' ? (
        <SettlementReport {...view} />
      ) : report === 'orr' ? (
        <ReturnsReport {...view} />
      ) : (
        // A new report is a new view: its own query hook from its first render.
        <FinanceReport key={report} id={report} {...view} />
      )}
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

function paging({ page, pageSize }: ReportProps) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

function SettlementReport(props: ReportProps) {
  const result = useGetSettlementReport({ query: { ...props.query, ...paging(props) } });
  const fetchAll = useExportAll(useGetSettlementReport, props.query);
  return (
    <ReportView
      title={FINANCE_REPORTS.settlement.title}
      result={result}
      totals={settlementTotals(result.data?.totals)}
      columns={FINANCE_SCREEN_COLUMNS}
      csvColumns={FINANCE_COLUMNS}
      getRowId={(r) => String(r.orderId)}
      fetchAll={fetchAll}
      pageSizes={PAGE_SIZES}
      emptyMessage="No order was delivered in this period."
      {...props}
    />
  );
}

function ReturnsReport(props: ReportProps) {
  const result = useGetOrrReport({ query: { ...props.query, ...paging(props) } });
  const fetchAll = useExportAll(useGetOrrReport, props.query);
  return (
    <ReportView
      title={FINANCE_REPORTS.orr.title}
      result={result}
      totals={returnTotals(result.data?.totals)}
      columns={RETURN_COLUMNS}
      getRowId={(r) => String(r.returnId)}
      fetchAll={fetchAll}
      pageSizes={PAGE_SIZES}
      emptyMessage="No return was requested in this period."
      {...props}
    />
  );
}

/** The order-level finance reports: the same rows and totals, each from its own call. */
const FINANCE_HOOKS = {
  sar: useGetSarReport,
  ndsr: useGetNdsrReport,
  odpr: useGetOdprReport,
  ondpr: useGetOndprReport,
} as const;

/** A finance report (sar, ndsr, odpr, ondpr): the page on screen and the pages of "Export all". */
function FinanceReport({ id, ...props }: ReportProps & { id: keyof typeof FINANCE_HOOKS }) {
  const useReport = FINANCE_HOOKS[id];
  const result = useReport({ query: { ...props.query, ...paging(props) } });
  const fetchAll = useExportAll(useReport, props.query);
  return (
    <ReportView
      title={FINANCE_REPORTS[id].title}
      result={result}
      totals={financeTotals(result.data?.totals)}
      columns={FINANCE_SCREEN_COLUMNS}
      csvColumns={FINANCE_COLUMNS}
      getRowId={(r) => String(r.orderId)}
      fetchAll={fetchAll}
      pageSizes={PAGE_SIZES}
      emptyMessage="No order of this kind in this period."
      {...props}
    />
  );
}
