import { useAllowed, useApproveMerchantPayment, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { tableBindings } from '../../../kit/tableBindings';
import { useConfirm } from '../../../kit/useConfirm';
import { RecordTimeline } from '../../../workspace/RecordTimeline';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { MerchantPaymentForm } from './MerchantPaymentForm';
import { PaymentStats } from './PaymentStats';
import { PeriodFilter } from './PeriodFilter';
import { PAYMENT_STATUS_WORDS } from './paymentMoves';
import { useMoneyPeriod } from './useMoneyPeriod';
import './money.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';
import { TableFilter } from '../../../workspace/TableFilter';

type Payment = Entity<'MerchantPayment'>;

const OPEN = 'payment';
const STATUS_OPTIONS = (['pending', 'approved', 'processed'] as const).map((value) => ({
  value,
  label: PAYMENT_STATUS_WORDS[value],
}));

/**
 * What the platform owes merchants (`/admin/money/payments`, needs `read` on `merchant-payments`): the
 * processed, approved and pending totals and the payments of a period (any day by default: it is a work
 * queue), filtered by status (and by merchant, `?f.merchantId=`, from the merchant reports) and paged, with
 * the state in the URL. With `update` on `merchant-payments`
 * an admin approves a pending payout (`approveMerchantPayment`, confirmed first) and updates a payment
 * (`?payment=<id>`: status, transfer reference, note); the figures follow each change. An open payment
 * shows its timeline (who approved, processed or changed it, and when: `RecordTimeline`), also to an
 * account that may only read.
 *
 * @example
 * { path: 'money/payments', lazy: screen(admin, 'MerchantPaymentsScreen') }
 */
export function MerchantPaymentsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const period = useMoneyPeriod('any', { allowAny: true });
  const canUpdate = useAllowed('merchant-payments', 'update');
  const table = useTable({
    operation: 'getMerchantPayments',
    init: { query: period.query },
    filters: { status: '', merchantId: '' },
    state: useUrlTableState(),
  });
  const approve = useApproveMerchantPayment();
  const confirm = useConfirm();
  const openId = Number(params.get(OPEN));
  const open = table.rows.find((p) => p.id === openId);
  const setOpen = (id: number | undefined) => write({ [OPEN]: id });

  async function onApprove(payment: Payment) {
    const name = payment.orderName ?? `order ${payment.orderId}`;
    const ok = await confirm({
      title: `Approve the payout for ${name}?`,
      message: `${payment.storeName} is to be paid its due for ${name}. The payment then waits to be processed.`,
      confirmLabel: 'Approve payout',
    });
    if (!ok) return;
    await approve.trigger({ path: { id: payment.orderId } }).catch(() => undefined);
  }

  // Five columns fit a laptop beside the actions: the day under the order, the reference under the status.
  const columns: Column<Payment>[] = [
    {
      id: 'createdAt',
      header: 'Order',
      cell: (p) => (
        <>
          {p.orderName ?? `#${p.orderId}`}
          <span className="admin-money-sub">
            <DateText value={p.createdAt} />
          </span>
        </>
      ),
      sortable: true,
    },
    { id: 'storeName', header: 'Store', cell: (p) => p.storeName, sortable: true },
    {
      id: 'amount',
      header: 'Due to merchant',
      cell: (p) => <Money amount={p.amount} />,
      align: 'end',
      sortable: true,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => (
        <>
          <StatusBadge kind="payment" status={p.status} />
          {p.reference ? <span className="admin-money-sub">Ref. {p.reference}</span> : null}
          {p.heldReason ? <span className="admin-money-sub">{p.heldReason}</span> : null}
        </>
      ),
      sortable: true,
    },
  ];
  columns.push({
    id: 'actions',
    header: 'Actions',
    cell: (p) => {
      const name = p.orderName ?? `order ${p.orderId}`;
      return (
        <div className="admin-money-actions">
          {/* A payout held by an open return cannot be approved: its reason shows instead. */}
          {canUpdate && p.status === 'pending' && !p.approvalHeld ? (
            <button
              type="button"
              className="button"
              disabled={approve.isMutating}
              aria-label={`Approve payout for ${name}`}
              onClick={() => void onApprove(p)}
            >
              Approve
            </button>
          ) : null}
          {/* Opens the payment: its timeline, and the form to update it for an account that may. */}
          <button
            type="button"
            className="button button--secondary"
            aria-label={`${canUpdate ? 'Update payment' : 'Timeline of the payment'} for ${name}`}
            aria-expanded={openId === p.id}
            onClick={() => setOpen(p.id)}
          >
            {canUpdate ? 'Update' : 'Timeline'}
          </button>
        </div>
      );
    },
  });
  // One merchant's payments (`?f.merchantId=`, from the merchant reports): the list and the figures.
  const merchantId = Number(table.filters.merchantId) || undefined;
  const merchantName = merchantId
    ? table.rows.find((p) => p.merchantId === merchantId)?.storeName
    : undefined;
  const filtered = Boolean(table.filters.status) || period.choice !== 'any' || merchantId !== undefined;

  return (
    <div className="workspace-list">
      <FiltersBar
        onReset={() => {
          table.reset();
          period.setChoice('any');
        }}
        active={filtered}
      >
        <PeriodFilter period={period} allowAny />
        <TableFilter table={table} name="status" label="Status" options={STATUS_OPTIONS} />
      </FiltersBar>
      {merchantId ? (
        <p className="admin-money-note">
          Only the payments of {merchantName ?? `merchant #${merchantId}`}.{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => table.setFilter('merchantId', '')}
          >
            Every merchant
          </button>
        </p>
      ) : null}
      <PaymentStats
        query={merchantId ? { ...period.query, merchantId } : period.query}
        words={merchantId ? `${merchantName ?? `merchant #${merchantId}`}, ${period.words}` : period.words}
      />
      <DataTable
        caption={`Merchant payments, newest first${period.choice === 'any' ? '' : `, ${period.words}`}`}
        columns={columns}
        rows={table.rows}
        getRowId={(p) => String(p.id)}
        {...tableBindings(table)}
        emptyTitle="No payments"
        emptyMessage={filtered ? 'No payment matches these filters.' : 'No merchant has a payment due yet.'}
      />
      {openId > 0 ? (
        open ? (
          <>
            {canUpdate ? (
              <MerchantPaymentForm
                key={`${open.id}-${open.status}`}
                payment={open}
                onDone={() => setOpen(undefined)}
                onCancel={() => setOpen(undefined)}
              />
            ) : (
              <button type="button" className="button button--secondary" onClick={() => setOpen(undefined)}>
                Close the timeline
              </button>
            )}
            <RecordTimeline
              recordType="merchant-payment"
              recordId={open.orderId}
              noun="payout"
              title={`Timeline of the payout for ${open.orderName ?? `order ${open.orderId}`}`}
            />
          </>
        ) : table.status === 'succeeded' ? (
          <p role="status">
            The payment to open is not on this page.{' '}
            <button type="button" className="button button--secondary" onClick={() => setOpen(undefined)}>
              Close
            </button>
          </p>
        ) : null
      ) : null}
    </div>
  );
}
