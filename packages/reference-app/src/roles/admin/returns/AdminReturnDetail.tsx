import { useCan, useGetOneOrderReturn, useUpdateReturnStatus } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { useConfirm } from '../../../kit/useConfirm';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { returnStatusMoves } from '../../merchant/returns/returnStatusMoves';
import { ReturnDecisionForm } from './ReturnDecisionForm';

type Return = Entity<'ReturnedOrder'>;
type ReturnStatus = Entity<'ReturnStatus'>;
type Decision = Entity<'RefundDecision'>;

/** Props of {@link AdminReturnDetail}. */
export interface AdminReturnDetailProps {
  returnId: number;
  onClose(): void;
}

const MOVE_LABELS: Record<ReturnStatus, string> = {
  pending: 'Move back to pending',
  approved: 'Approve return',
  declined: 'Decline return',
  received: 'Mark goods received',
  completed: 'Complete return',
};

/** What the returned products are worth (price × quantity, in naira). */
export function returnValue(ret: Return): number {
  return ret.products.reduce((sum, p) => sum + (p.productPrice ?? 0) * (p.quantity ?? 1), 0);
}

/** A decision in words: "Approved, ₦12,500: damaged in transit", or that there is none yet. */
function DecisionText({ decision }: { decision: Decision | undefined }) {
  if (!decision || decision.decision === 'pending') return <>Not decided</>;
  return (
    <>
      {decision.decision === 'approved' ? 'Approved' : 'Declined'}
      {decision.amount !== undefined && decision.decision === 'approved' ? (
        <>
          , <Money amount={decision.amount} />
        </>
      ) : null}
      {decision.reason ? `: ${decision.reason}` : ''}
    </>
  );
}

function moveQuestion(ret: Return, to: ReturnStatus) {
  const messages: Record<ReturnStatus, string> = {
    pending: 'The return waits for a decision again.',
    approved: `The customer is told to send the goods back for a ${ret.type === 'replace' ? 'replacement' : 'refund'}.`,
    declined: "The customer's request is closed. This cannot be undone.",
    received: 'Say so only once the goods are back with the store.',
    completed:
      ret.type === 'replace'
        ? 'The replacement has been sent. The return is closed.'
        : 'The return is closed and the order is marked as returned. A refund must have been approved first.',
  };
  return {
    title: `${MOVE_LABELS[to]} #${ret.id}?`,
    message: messages[to],
    confirmLabel: MOVE_LABELS[to],
    destructive: to === 'declined',
  };
}

/** The return's status moves, each confirmed, with an optional note for the order's timeline. */
function StatusMoves({ ret }: { ret: Return }) {
  const update = useUpdateReturnStatus();
  const confirm = useConfirm();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [moving, setMoving] = useState<ReturnStatus | undefined>();
  const moves = returnStatusMoves(ret.status);
  if (!moves.length) return <p>Nothing to do: this return is closed.</p>;
  async function move(to: ReturnStatus) {
    if (!(await confirm(moveQuestion(ret, to)))) return;
    setMoving(to);
    const trimmed = note.trim();
    // The hook toasts the outcome and refreshes the return and the list; the note stays after a failure.
    const done = await update
      .trigger({ path: { id: ret.id }, body: { status: to, ...(trimmed ? { note: trimmed } : {}) } })
      .then(() => true)
      .catch(() => false);
    if (done) setNote('');
    setMoving(undefined);
  }
  return (
    <div className="admin-decision">
      <div className="field">
        <label htmlFor={noteId}>Note for the order's timeline (optional)</label>
        <textarea id={noteId} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="merchant-order__moves">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'declined' ? 'button button--secondary' : 'button'}
            disabled={moving !== undefined}
            aria-busy={moving === to}
            onClick={() => void move(to)}
          >
            {moving === to ? 'Saving…' : MOVE_LABELS[to]}
          </button>
        ))}
      </div>
      {update.error ? <p role="alert">{update.error.message}</p> : null}
    </div>
  );
}

/**
 * One return or replacement request for the admin, under the returns list: what was asked for and why, the
 * order, the products and their value, the refund decision and the chargeback decision (two separate
 * actions, each confirmed: `updateRefundDecision`, `updateChargebackDecision`), and the return's status moves
 * (`updateReturnStatus`, each confirmed). Deciding needs `update` on `returns`; a completed return is final.
 *
 * @example
 * <AdminReturnDetail returnId={77} onClose={close} />
 */
export function AdminReturnDetail({ returnId, onClose }: AdminReturnDetailProps) {
  const query = useGetOneOrderReturn({ path: { id: returnId } });
  const { allowed: canUpdate } = useCan('returns', 'update', 'admin');
  const ret = query.data;
  const heading = useRevealOnLoad(ret !== undefined);

  if (!ret) {
    return (
      <DetailLoadState
        query={query}
        loadingLabel="Loading the return"
        fallbackMessage="Something went wrong"
        className="merchant-order"
      >
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </DetailLoadState>
    );
  }

  const value = returnValue(ret);
  const asksRefund = ret.refund !== false && ret.type !== 'replace';
  const final = ret.status === 'completed';
  return (
    <article className="merchant-order" aria-labelledby="admin-return-title">
      <div className="merchant-order__head">
        <h2 id="admin-return-title" ref={heading} tabIndex={-1}>
          {ret.type === 'replace' ? 'Replacement' : 'Return'} #{ret.id}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="merchant-order__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge kind="return" status={ret.status} />
          </dd>
        </div>
        <div>
          <dt>Asked for</dt>
          <dd>{ret.type === 'replace' || ret.replace ? 'Replacement' : 'Refund'}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>
            <Link to={`/admin/orders?order=${ret.orderId}`}>Order {ret.orderName ?? `#${ret.orderId}`}</Link>
          </dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>
            <DateText value={ret.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Products' value</dt>
          <dd>
            <Money amount={value} />
          </dd>
        </div>
        <div>
          <dt>Refund</dt>
          <dd>{asksRefund ? <DecisionText decision={ret.refundDecision} /> : 'Not asked for'}</dd>
        </div>
        <div>
          <dt>Chargeback</dt>
          <dd>
            <DecisionText decision={ret.chargebackDecision} />
          </dd>
        </div>
      </dl>
      {ret.reason ? (
        <p>
          <strong>Customer's reason:</strong> {ret.reason}
        </p>
      ) : null}

      <section className="merchant-order__section" aria-labelledby="admin-return-items">
        <h3 id="admin-return-items">Products</h3>
        <ul>
          {ret.products.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: returned lines have no id of their own and never move
            <li key={`${item.productId}-${index}`}>
              {item.productName} × {item.quantity} (<Money amount={item.productPrice} /> each)
            </li>
          ))}
        </ul>
      </section>

      {canUpdate ? (
        <>
          <section className="merchant-order__section" aria-labelledby="admin-return-refund">
            <h3 id="admin-return-refund">Refund decision</h3>
            {final ? (
              <p>The return is completed: its decisions are final.</p>
            ) : asksRefund ? (
              <ReturnDecisionForm ret={ret} kind="refund" value={value} />
            ) : (
              <p>The customer asked for a replacement, not a refund.</p>
            )}
          </section>
          <section className="merchant-order__section" aria-labelledby="admin-return-chargeback">
            <h3 id="admin-return-chargeback">Chargeback decision</h3>
            {final ? (
              <p>The return is completed: its decisions are final.</p>
            ) : (
              <ReturnDecisionForm ret={ret} kind="chargeback" value={value} />
            )}
          </section>
          <section className="merchant-order__section" aria-labelledby="admin-return-move">
            <h3 id="admin-return-move">Return status</h3>
            <StatusMoves ret={ret} />
          </section>
        </>
      ) : null}
    </article>
  );
}
