import { useDateRange, useGetAllOrderReturns } from '@marketplace/react-hooks';
import { DATE_RANGE_PRESETS, type DateRangePreset, type Entity } from '@marketplace/sdk';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FilterSelect } from '../../../kit/FilterSelect';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { periodLabels } from '../../../workspace/periodLabels';
import { ReturnLink } from '../../../workspace/returns/ReturnLink';
import { returnAsk, returnAskLabel } from '../../../workspace/returns/returnAsk';
import { returnStatusOptions } from '../../../workspace/returns/returnStatusOptions';
import { AdminReturnDetail, returnValue } from './AdminReturnDetail';
import '../../merchant/orders/orders.css';
import './adminReturns.css';

type Return = Entity<'ReturnedOrder'>;

// The URL keeps the filters, the period and the open return, so a reload or a shared link shows the same.
const RETURN_PARAM = 'return';
const REFUND_PARAM = 'refund';
const STATUS_PARAM = 'status';
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

const COLUMNS: Column<Return>[] = [
  { id: 'id', header: 'Return', cell: (r) => <ReturnLink ret={r} param={RETURN_PARAM} /> },
  {
    id: 'orderId',
    header: 'Order',
    cell: (r) => (
      <Link
        to={`/admin/orders?order=${r.orderId}`}
        aria-label={`Order ${r.orderName ?? `#${r.orderId}`} of return #${r.id}`}
      >
        {r.orderName ?? `#${r.orderId}`}
      </Link>
    ),
  },
  {
    id: 'type',
    header: 'Asked for',
    cell: returnAskLabel,
  },
  { id: 'value', header: 'Value', cell: (r) => <Money amount={returnValue(r)} />, align: 'end' },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge kind="return" status={r.status} /> },
  {
    id: 'refundDecision',
    header: 'Refund',
    cell: (r) => (returnAsk(r) === 'replacement' ? '—' : decisionWord(r.refundDecision)),
  },
  { id: 'chargebackDecision', header: 'Chargeback', cell: (r) => decisionWord(r.chargebackDecision) },
  { id: 'createdAt', header: 'Requested', cell: (r) => <DateText value={r.createdAt} /> },
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
  const [params, setParams] = useSearchParams();
  const refund = params.get(REFUND_PARAM) ?? '';
  const status = params.get(STATUS_PARAM) ?? '';
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
  const query = {
    ...(refund ? { refund: refund === 'true' } : {}),
    ...(days ?? {}),
  };
  const returns = useGetAllOrderReturns({ query });
  const rows = useMemo(
    () =>
      [...(returns.data ?? [])]
        .filter((r) => !status || r.status === status)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [returns.data, status],
  );
  const openId = Number(params.get(RETURN_PARAM));
  const setParam = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const filtered = Boolean(refund || status || period);
  return (
    <ConfirmProvider>
      <div className="workspace-list">
        <FiltersBar
          onReset={() =>
            setParam({
              [REFUND_PARAM]: '',
              [STATUS_PARAM]: '',
              [PERIOD_PARAM]: '',
              [FROM_PARAM]: '',
              [TO_PARAM]: '',
            })
          }
          active={filtered}
        >
          <FilterSelect
            label="Refund"
            value={refund}
            options={REFUND_OPTIONS}
            onChange={(v) => setParam({ [REFUND_PARAM]: v ?? '' })}
          />
          <FilterSelect
            label="Status"
            value={status}
            options={returnStatusOptions}
            onChange={(v) => setParam({ [STATUS_PARAM]: v ?? '' })}
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
              setParam({
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
                  onChange={(e) => setParam({ [FROM_PARAM]: e.target.value })}
                />
              </label>
              <label className="orders-day">
                To
                <input
                  type="date"
                  value={to}
                  min={from || undefined}
                  onChange={(e) => setParam({ [TO_PARAM]: e.target.value })}
                />
              </label>
            </>
          ) : null}
        </FiltersBar>
        {period === 'custom' && !days ? (
          <p role="alert" className="field__error">
            Choose both days, the first not after the second.
          </p>
        ) : null}
        <DataTable<Return>
          caption={
            days ? `Returns requested ${days.startDate} to ${days.endDate}` : 'Every return, newest first'
          }
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => String(r.id)}
          status={returns.status}
          error={returns.error}
          emptyTitle="No returns"
          emptyMessage={
            filtered ? 'No return matches these filters.' : 'No customer has asked to return an order.'
          }
          onRetry={() => void returns.mutate()}
        />
        {Number.isInteger(openId) && openId > 0 ? (
          <AdminReturnDetail
            key={openId}
            returnId={openId}
            onClose={() => setParam({ [RETURN_PARAM]: '' })}
          />
        ) : null}
      </div>
    </ConfirmProvider>
  );
}
