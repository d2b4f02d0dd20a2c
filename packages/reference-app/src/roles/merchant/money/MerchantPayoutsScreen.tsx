import { useAllowed, useGetMerchantStatement } from '@marketplace/react-hooks';
import { type Entity, formatMoney } from '@marketplace/sdk';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { StatCard } from '../../../kit/StatCard';
import { RecordTimeline } from '../../../workspace/RecordTimeline';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import { TimelineButton } from '../../../workspace/TimelineButton';
import { ReportPanel } from '../reports/ReportPanel';
import '../reports/reports.css';
import '../../../workspace/money/money.css';

type Statement = Entity<'MerchantStatement'>;
type Payout = Entity<'MerchantStatementPayout'>;

/** One line of the statement: its figure, its sign in the sum, and what it means. */
interface Line {
  id: string;
  label: (s: Statement) => string;
  amount: (s: Statement) => number;
  sign?: '−' | '+' | '=';
  explain: (s: Statement) => ReactNode;
}

/** How "due" is made: sales + delivery − returns − commission − fees = due. */
const MADE_OF: Line[] = [
  {
    id: 'sales',
    label: () => 'Sales',
    amount: (s) => s.sales,
    explain: (s) =>
      `Products sold on ${s.orders} paid order${s.orders === 1 ? '' : 's'} placed in the period, after discounts.`,
  },
  {
    id: 'deliveryIncome',
    label: () => 'Delivery you made',
    amount: (s) => s.deliveryIncome,
    sign: '+',
    explain: () =>
      'Delivery fees of the orders you delivered yourself (the platform keeps those it delivered).',
  },
  {
    id: 'returns',
    label: () => 'Returns',
    amount: (s) => s.returns,
    sign: '−',
    explain: () => 'Refunds paid to customers for items they returned from these orders.',
  },
  {
    id: 'commission',
    label: (s) => `Commission (${s.commissionPercentage}%)`,
    amount: (s) => s.commission,
    sign: '−',
    explain: (s) => `Your plan's rate, ${s.commissionPercentage}%, on sales less returns.`,
  },
  {
    id: 'fees',
    label: () => 'Fees you bear',
    amount: (s) => s.fees,
    sign: '−',
    explain: () => 'Chargebacks of returns charged to your store. Card fees are the platform’s.',
  },
  {
    id: 'due',
    label: () => 'Due to you',
    amount: (s) => s.due,
    sign: '=',
    explain: () => 'What the period’s orders earn you.',
  },
];

/** Where "due" stands: processed + approved + pending + not yet due = due. */
const STANDS: Line[] = [
  {
    id: 'processed',
    label: () => 'Processed',
    amount: (s) => s.processed,
    explain: () => 'Paid into your bank account.',
  },
  {
    id: 'approved',
    label: () => 'Approved, to be paid',
    amount: (s) => s.approved,
    sign: '+',
    explain: () => 'Approved by the platform, waiting for the transfer.',
  },
  {
    id: 'pending',
    label: () => 'Pending approval',
    amount: (s) => s.pending,
    sign: '+',
    explain: () =>
      'Payable now, waiting for an admin’s approval (less anything to recover from a refunded, already paid order).',
  },
  {
    id: 'notYetDue',
    label: () => 'Not yet due',
    amount: (s) => s.notYetDue,
    sign: '+',
    explain: () => 'Orders not delivered yet, still in the 7-day return window, or held by an open return.',
  },
];

const PAYOUT_STATUS: Record<Payout['status'], string> = {
  processed: 'Processed',
  approved: 'Approved',
  pending: 'Pending approval',
  'not-yet-due': 'Not yet due',
};

const PAYOUT_COLUMNS: Column<Payout>[] = [
  { id: 'date', header: 'Date', cell: (p) => <DateText value={p.date} />, csv: (p) => p.date },
  {
    id: 'order',
    header: 'Order',
    cell: (p) => <Link to={`/merchant/orders?order=${p.orderId}`}>{p.orderName}</Link>,
    csv: (p) => p.orderName,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <>
        {PAYOUT_STATUS[p.status]}
        {p.heldReason ? <span className="field__hint"> {p.heldReason}</span> : null}
      </>
    ),
    csv: (p) => (p.heldReason ? `${PAYOUT_STATUS[p.status]} (${p.heldReason})` : PAYOUT_STATUS[p.status]),
  },
  { id: 'reference', header: 'Reference', cell: (p) => p.reference ?? '—', csv: (p) => p.reference ?? '' },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (p) => <Money amount={p.amount} />,
    csv: (p) => p.amount,
  },
];

function StatementLines({ statement, lines, label }: { statement: Statement; lines: Line[]; label: string }) {
  return (
    <dl className="money-statement money-statement--lines" aria-label={label}>
      {lines
        .filter((line) => line.id !== 'deliveryIncome' || line.amount(statement) !== 0)
        .map((line) => (
          <div key={line.id} className={line.sign === '=' ? 'money-statement__due' : undefined}>
            <dt>
              {line.sign && line.sign !== '=' ? <span aria-hidden="true">{line.sign} </span> : null}
              {line.label(statement)}
            </dt>
            <dd>
              <Money amount={line.amount(statement)} />
            </dd>
            <dd className="money-statement__explain">{line.explain(statement)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The store's payout statement (`/merchant/money/payouts`, needs `read` on `merchant-payments`) over a
 * period (last 30 days by default), from `getMerchantStatement`: sales + delivery − returns − commission
 * (with the plan's rate) − fees = due, then where the due stands (processed + approved + pending + not yet
 * due), each line explained; and the payouts (date, order, status, reference, amount), exported to CSV.
 * The admin's merchant payments and reports come from the same computation, so they agree with it.
 * "Timeline" on a payout shows under the table who approved or paid it, and when (`RecordTimeline`).
 *
 * @example
 * { path: 'money/payouts', lazy: screen(merchant, 'MerchantPayoutsScreen') }
 */
export function MerchantPayoutsScreen() {
  const range = useUrlDateRange();
  const statement = useGetMerchantStatement({
    query: { startDate: range.startDate, endDate: range.endDate },
  });
  const s = statement.data;
  // Where the money goes: the bank account page, for an account allowed to open it.
  const canSeeBank = useAllowed('onboarding', 'read');
  const [open, setOpen] = useState<Payout>();
  const columns: Column<Payout>[] = [
    ...PAYOUT_COLUMNS,
    {
      id: 'timeline',
      header: 'Timeline',
      cell: (p) => (
        <TimelineButton
          of={`the payout for ${p.orderName}`}
          open={open?.orderId === p.orderId}
          onToggle={() => setOpen(open?.orderId === p.orderId ? undefined : p)}
        />
      ),
    },
  ];
  return (
    <div className="merchant-reports">
      <FiltersBar label="Period">
        <PeriodPicker range={range} />
      </FiltersBar>
      <ReportPanel title="Payments">
        <div className="dashboard-cards">
          {STANDS.map((line) => (
            <StatCard
              key={line.id}
              label={line.label(s as Statement)}
              value={<Money amount={s ? line.amount(s) : 0} />}
              status={statement.status}
              errorMessage={statement.error?.message}
            />
          ))}
        </div>
      </ReportPanel>
      <ReportPanel title="Statement">
        {statement.status === 'failed' ? (
          <ErrorState
            message={statement.error?.message ?? 'Error getting payment report'}
            onRetry={() => void statement.mutate()}
          />
        ) : !s ? (
          <Spinner label="Loading the statement" />
        ) : s.orders === 0 ? (
          <p className="report-chart__state">No order of your store was paid for in this period.</p>
        ) : (
          <>
            <StatementLines statement={s} lines={MADE_OF} label="What is due to you" />
            <ul className="money-note" aria-label="Where it stands">
              {STANDS.map((line) => (
                <li key={line.id}>
                  <strong>{line.label(s)}</strong>: {line.explain(s)}
                </li>
              ))}
            </ul>
            <p className="money-note">
              {formatMoney(s.processed)} + {formatMoney(s.approved)} + {formatMoney(s.pending)} +{' '}
              {formatMoney(s.notYetDue)} = {formatMoney(s.due)} due to you.
            </p>
          </>
        )}
        {canSeeBank ? (
          <p className="money-note">
            Payouts are paid into your store's <Link to="/merchant/bank-account">bank account</Link>.
          </p>
        ) : null}
      </ReportPanel>
      <ReportPanel
        title="Payouts"
        actions={
          s && s.payouts.length > 0 ? (
            <ExportCsvButton
              filename={`payouts-${range.startDate}-to-${range.endDate}`}
              columns={PAYOUT_COLUMNS}
              rows={s.payouts}
            />
          ) : null
        }
      >
        <DataTable
          caption="Payouts of the period"
          columns={columns}
          rows={s?.payouts ?? []}
          getRowId={(p) => String(p.id)}
          status={statement.status === 'failed' ? 'failed' : s ? 'succeeded' : 'loading'}
          error={statement.error}
          onRetry={() => void statement.mutate()}
          emptyTitle="No payouts in this period"
          emptyMessage="A payout is made for each delivered order; orders placed in the period show here."
        />
        {open ? (
          <RecordTimeline
            recordType="merchant-payment"
            recordId={open.orderId}
            noun="payout"
            title={`Timeline of the payout for ${open.orderName}`}
          />
        ) : null}
      </ReportPanel>
    </div>
  );
}
