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
import { returnStatusMoves } from './returnStatusMoves';

type Return = Entity<'ReturnedOrder'>;
type ReturnStatus = Entity<'ReturnStatus'>;

/** Props of {@link MerchantReturnDetail}. */
export interface MerchantReturnDetailProps {
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

/** An admin's decision as a word ("Approved"), or that there is none yet. */
function decisionName(decision: string | undefined): string {
  return decision ? decision[0]?.toUpperCase() + decision.slice(1) : 'Not decided';
}

function moveQuestion(ret: Return, to: ReturnStatus) {
  const what = ret.type === 'replace' ? 'replacement' : 'return';
  const messages: Record<ReturnStatus, string> = {
    pending: '',
    approved: `The customer is told to send the goods back for a ${ret.type === 'replace' ? 'replacement' : 'refund'}.`,
    declined: `The customer's ${what} request is closed. This cannot be undone.`,
    received: 'Say so only once the goods are back in your store.',
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

/** The moves of a return, each confirmed, with an optional note logged on the order's timeline. */
function ReturnMoves({ ret, moves }: { ret: Return; moves: readonly ReturnStatus[] }) {
  const update = useUpdateReturnStatus();
  const confirm = useConfirm();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [moving, setMoving] = useState<ReturnStatus | undefined>();
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
    <div className="merchant-return__moves">
      <label htmlFor={noteId}>Note for the order's timeline (optional)</label>
      <textarea id={noteId} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
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
 * One return or replacement request of the store, under the returns list: what was asked for and why, the
 * products, the admin's refund and chargeback decisions, and the return's status moves (each confirmed;
 * only with `update` on `returns`).
 *
 * @example
 * <MerchantReturnDetail returnId={77} onClose={close} />
 */
export function MerchantReturnDetail({ returnId, onClose }: MerchantReturnDetailProps) {
  const query = useGetOneOrderReturn({ path: { id: returnId } });
  const { allowed: canUpdate } = useCan('returns', 'update', 'merchant');
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

  const moves = returnStatusMoves(ret.status);
  return (
    <article className="merchant-order" aria-labelledby="merchant-return-title">
      <div className="merchant-order__head">
        <h2 id="merchant-return-title" ref={heading} tabIndex={-1}>
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
            <Link to={`/merchant/orders?order=${ret.orderId}`}>
              Order {ret.orderName ?? `#${ret.orderId}`}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>
            <DateText value={ret.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Refund decision</dt>
          <dd>{decisionName(ret.refundDecision?.decision)}</dd>
        </div>
        <div>
          <dt>Chargeback decision</dt>
          <dd>{decisionName(ret.chargebackDecision?.decision)}</dd>
        </div>
      </dl>
      {ret.reason ? (
        <p>
          <strong>Customer's reason:</strong> {ret.reason}
        </p>
      ) : null}

      <section className="merchant-order__section" aria-labelledby="merchant-return-items">
        <h3 id="merchant-return-items">Products</h3>
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
        <section className="merchant-order__section" aria-labelledby="merchant-return-move">
          <h3 id="merchant-return-move">Next step</h3>
          {moves.length ? (
            <ReturnMoves ret={ret} moves={moves} />
          ) : (
            <p>Nothing to do: this return is closed.</p>
          )}
        </section>
      ) : null}
    </article>
  );
}
