import { useDateRange, useGetAllOrderReturns } from '@marketplace/react-hooks';
import { DATE_RANGE_PRESETS, type DateRangePreset, type Entity } from '@marketplace/sdk';
import { Link, useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '../../../app/useSearchParam';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { FilterSelect } from '../../../kit/FilterSelect';
import { Money } from '../../../kit/Money';
import { StatusBadge, statusStyle } from '../../../kit/StatusBadge';
import { periodLabels } from '../../../workspace/periodLabels';
import { ReturnLink } from '../../../workspace/returns/ReturnLink';
import { ReturnsList } from '../../../workspace/returns/ReturnsList';
import { returnAsk, returnAskLabel } from '../../../workspace/returns/returnAsk';
import { AdminReturnDetail, returnValue } from './AdminReturnDetail';
import './adminReturns.css';

type Return = Entity<'ReturnedOrder'>;

// The URL keeps the filters, the period and the open return, so a reload or a shared link shows the same.
const REFUND_PARAM = 'refund';
const PERIOD_PARAM = 'period';
const FROM_PARAM = 'from';
const TO_PARAM = 'to';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REFUND_OPTIONS = [
  { value: 'true', label: 'Refund asked for' },
  { value: 'false', label: 'No refund (replacement)' },
];

/** A decision in a word for the list. */
function decisionWord(decision: { decision: string } | undefined): string {
  if (!decision || decision.decision === 'pending') return 'Not decided';
  return decision.decision === 'approved' ? 'Approved' : 'Declined';
}

const orderOf = (r: Return) => r.orderName ?? `#${r.orderId}`;
const refundOf = (r: Return) => (returnAsk(r) === 'replacement' ? '—' : decisionWord(r.refundDecision));
const chargebackOf = (r: Return) => decisionWord(r.chargebackDecision);

const COLUMNS: Column<Return>[] = [
  { id: 'id', header: 'Return', cell: (r) => <ReturnLink ret={r} />, csv: (r) => r.id },
  {
    id: 'orderId',
    header: 'Order',
    cell: (r) => (
      <Link to={`/admin/orders?order=${r.orderId}`} aria-label={`Order ${orderOf(r)} of return #${r.id}`}>
        {orderOf(r)}
      </Link>
    ),
    csv: orderOf,
  },
  { id: 'type', header: 'Asked for', cell: returnAskLabel, csv: returnAskLabel },
  {
    id: 'value',
    header: 'Value',
    cell: (r) => <Money amount={returnValue(r)} />,
    align: 'end',
    csv: returnValue,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusBadge kind="return" status={r.status} />,
    csv: (r) => statusStyle('return', r.status).name,
  },
  { id: 'refundDecision', header: 'Refund', cell: refundOf, csv: refundOf },
  { id: 'chargebackDecision', header: 'Chargeback', cell: chargebackOf, csv: chargebackOf },
  {
    id: 'createdAt',
    header: 'Requested',
    cell: (r) => <DateText value={r.createdAt} />,
    csv: (r) => r.createdAt,
  },
];

/**
 * Every return and replacement request of the marketplace for the admin (`/admin/returns`, needs `read` on
 * `returns`): those asking for a refund or not (the list's `refund` parameter) and those requested in a
 * period (its `startDate` and `endDate`), filtered by status, newest first, all in the URL; `?return=<id>`
 * opens one under the list, where the admin decides the refund and the chargeback and moves its status on.
 *
 * @example
 * { path: 'returns', lazy: screen(admin, 'AdminReturnsScreen') }
 */
export function AdminReturnsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const refund = params.get(REFUND_PARAM) ?? '';
  const period = (params.get(PERIOD_PARAM) ?? '') as '' | DateRangePreset | 'custom';
  const range = useDateRange(period && period !== 'custom' ? period : 'last30Days');
  const from = params.get(FROM_PARAM) ?? '';
  const to = params.get(TO_PARAM) ?? '';
  // A preset's days come from useDateRange; chosen days from the URL (both needed, in order).
  const days =
    period === 'custom'
      ? DAY.test(from) && DAY.test(to) && from <= to
        ? { startDate: from, endDate: to }
        : undefined
      : period
        ? { startDate: range.startDate, endDate: range.endDate }
        : undefined;
  const returns = useGetAllOrderReturns({
    query: { ...(refund ? { refund: refund === 'true' } : {}), ...(days ?? {}) },
  });
  return (
    <ReturnsList
      returns={returns}
      caption={days ? `Returns requested ${days.startDate} to ${days.endDate}` : 'Every return, newest first'}
      columns={COLUMNS}
      filterParams={[REFUND_PARAM, PERIOD_PARAM, FROM_PARAM, TO_PARAM]}
      filtered={Boolean(refund || period)}
      filters={
        <>
          <FilterSelect
            label="Refund"
            value={refund}
            options={REFUND_OPTIONS}
            onChange={(v) => write({ [REFUND_PARAM]: v })}
          />
          <FilterSelect
            label="Requested"
            allLabel="Any day"
            value={period}
            options={[
              ...DATE_RANGE_PRESETS.map((p) => ({ value: p, label: periodLabels[p] })),
              { value: 'custom', label: 'Chosen days' },
            ]}
            onChange={(value) => {
              const next = value ?? '';
              if (next && next !== 'custom') range.setPreset(next as DateRangePreset);
              write({
                [PERIOD_PARAM]: next,
                ...(next === 'custom'
                  ? { [FROM_PARAM]: from || range.startDate, [TO_PARAM]: to || range.endDate }
                  : { [FROM_PARAM]: '', [TO_PARAM]: '' }),
              });
            }}
          />
          {period === 'custom' ? (
            <>
              <label className="orders-day">
                From
                <input
                  type="date"
                  value={from}
                  max={to || undefined}
                  onChange={(e) => write({ [FROM_PARAM]: e.target.value })}
                />
              </label>
              <label className="orders-day">
                To
                <input
                  type="date"
                  value={to}
                  min={from || undefined}
                  onChange={(e) => write({ [TO_PARAM]: e.target.value })}
                />
              </label>
            </>
          ) : null}
        </>
      }
      notice={
        period === 'custom' && !days ? (
          <p role="alert" className="field__error">
            Choose both days, the first not after the second.
          </p>
        ) : null
      }
      detail={(row) => <AdminReturnDetail key={row.id} returnId={row.id} onClose={row.close} />}
    />
  );
}
