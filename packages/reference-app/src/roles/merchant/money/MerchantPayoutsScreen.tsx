import { useAllowed, useGetMerchantPaymentStats, useGetMerchantReports } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import type { Column } from '../../../kit/Column';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { StatCard } from '../../../kit/StatCard';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import { ReportPanel } from '../reports/ReportPanel';
import '../reports/reports.css';
import './money.css';

type Statement = Entity<'MerchantReport'>;

/** The statement's lines, in the order the merchant reads them: what was sold, what the platform keeps, what is paid. */
const LINES: Column<Statement>[] = [
  { id: 'totalOrders', header: 'Orders', cell: (s) => s.totalOrders, csv: (s) => s.totalOrders },
  {
    id: 'totalSalesOrderAmount',
    header: 'Sales',
    cell: (s) => <Money amount={s.totalSalesOrderAmount} />,
    csv: (s) => s.totalSalesOrderAmount,
  },
  {
    id: 'totalDeliveryAmount',
    header: 'Delivery',
    cell: (s) => <Money amount={s.totalDeliveryAmount} />,
    csv: (s) => s.totalDeliveryAmount,
  },
  {
    id: 'totalOrderAmount',
    header: 'Paid by customers',
    cell: (s) => <Money amount={s.totalOrderAmount} />,
    csv: (s) => s.totalOrderAmount,
  },
  {
    id: 'commissionPercentage',
    header: 'Platform commission',
    cell: (s) => (s.commissionPercentage === undefined ? '—' : `${s.commissionPercentage}%`),
    csv: (s) => s.commissionPercentage ?? '',
  },
  {
    id: 'dueToMerchant',
    header: 'Due to you',
    cell: (s) => <Money amount={s.dueToMerchant} />,
    csv: (s) => s.dueToMerchant,
  },
  {
    id: 'processedPayment',
    header: 'Processed',
    cell: (s) => <Money amount={s.processedPayment ?? 0} />,
    csv: (s) => s.processedPayment ?? 0,
  },
  {
    id: 'approvedPayment',
    header: 'Approved',
    cell: (s) => <Money amount={s.approvedPayment ?? 0} />,
    csv: (s) => s.approvedPayment ?? 0,
  },
  {
    id: 'pendingPayment',
    header: 'Pending',
    cell: (s) => <Money amount={s.pendingPayment ?? 0} />,
    csv: (s) => s.pendingPayment ?? 0,
  },
];

const CSV_COLUMNS: Column<Statement>[] = [
  { id: 'storeName', header: 'Store', cell: (s) => s.storeName, csv: (s) => s.storeName },
  ...LINES,
];

/**
 * What the store is paid (`/merchant/money/payouts`, needs `read` on `merchant-payments`) over a period (last
 * 30 days by default): the payments processed, approved and pending (payment stats), and the store's
 * statement (merchant reports: orders, sales, delivery, commission, what is due, and its payments),
 * exported to CSV. The stats and the statement load and fail on their own.
 *
 * @example
 * { path: 'money/payouts', lazy: screen(merchant, 'MerchantPayoutsScreen') }
 */
export function MerchantPayoutsScreen() {
  const range = useUrlDateRange();
  const query = { query: { startDate: range.startDate, endDate: range.endDate } };
  const stats = useGetMerchantPaymentStats(query);
  const reports = useGetMerchantReports(query);
  const statements = reports.data?.rows ?? [];
  // Where the money goes: the bank account page, for an account allowed to open it.
  const canSeeBank = useAllowed('onboarding', 'read');
  return (
    <div className="merchant-reports">
      <FiltersBar label="Period">
        <PeriodPicker range={range} />
      </FiltersBar>
      <ReportPanel title="Payments">
        <div className="dashboard-cards">
          <StatCard
            label="Processed"
            value={<Money amount={stats.data?.processedPayment ?? 0} />}
            status={stats.status}
            errorMessage={stats.error?.message}
          />
          <StatCard
            label="Approved, to be paid"
            value={<Money amount={stats.data?.approvedPayment ?? 0} />}
            status={stats.status}
            errorMessage={stats.error?.message}
          />
          <StatCard
            label="Pending approval"
            value={<Money amount={stats.data?.pendingPayment ?? 0} />}
            status={stats.status}
            errorMessage={stats.error?.message}
          />
        </div>
        {stats.status === 'failed' ? (
          <button
            type="button"
            className="button button--secondary money-retry"
            onClick={() => void stats.mutate()}
          >
            Try again
          </button>
        ) : null}
      </ReportPanel>
      <ReportPanel
        title="Statement"
        actions={
          statements.length > 0 ? (
            <ExportCsvButton
              filename={`statement-${range.startDate}-to-${range.endDate}`}
              columns={CSV_COLUMNS}
              rows={statements}
            />
          ) : null
        }
      >
        {reports.status === 'failed' ? (
          <ErrorState
            message={reports.error?.message ?? 'An Error occured. Please try again later.'}
            onRetry={() => void reports.mutate()}
          />
        ) : reports.status !== 'succeeded' ? (
          <Spinner label="Loading the statement" />
        ) : statements.length === 0 ? (
          <p className="report-chart__state">No order of your store was paid for in this period.</p>
        ) : (
          statements.map((s) => (
            <dl key={s.merchantId} className="money-statement" aria-label={`Statement of ${s.storeName}`}>
              {LINES.map((line) => (
                <div
                  key={line.id}
                  className={line.id === 'dueToMerchant' ? 'money-statement__due' : undefined}
                >
                  <dt>{line.header}</dt>
                  <dd>{line.cell(s)}</dd>
                </div>
              ))}
            </dl>
          ))
        )}
        {canSeeBank ? (
          <p className="money-note">
            Payouts are paid into your store's <Link to="/merchant/bank-account">bank account</Link>.
          </p>
        ) : null}
      </ReportPanel>
    </div>
  );
}
