import { useCan, useGetOneOrderReturn } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { Link } from 'react-router';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { DetailHead } from '../../../workspace/DetailHead';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { ReturnProductsSection } from '../../../workspace/returns/ReturnProductsSection';
import { ReturnStatusMoves } from '../../../workspace/returns/ReturnStatusMoves';
import { returnAsk, returnAskLabel } from '../../../workspace/returns/returnAsk';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { returnStatusMoves } from '../../merchant/returns/returnStatusMoves';
import { adminReturnMoveQuestion } from './adminReturnMoveQuestion';
import { ReturnDecisionForm } from './ReturnDecisionForm';

type Return = Entity<'ReturnedOrder'>;
type Decision = Entity<'RefundDecision'>;

/** Props of {@link AdminReturnDetail}. */
export interface AdminReturnDetailProps {
  returnId: number;
  onClose(): void;
}

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
  const ask = returnAsk(ret);
  const asksRefund = ask !== 'replacement';
  const final = ret.status === 'completed';
  const moves = returnStatusMoves(ret.status);
  return (
    <article className="merchant-order" aria-labelledby="admin-return-title">
      <DetailHead titleId="admin-return-title" headingRef={heading} onClose={onClose}>
        {ret.type === 'replace' ? 'Replacement' : 'Return'} #{ret.id}
      </DetailHead>
      <dl className="merchant-order__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge kind="return" status={ret.status} />
          </dd>
        </div>
        <div>
          <dt>Asked for</dt>
          <dd>{returnAskLabel(ret)}</dd>
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

      <ReturnProductsSection ret={ret} />

      {canUpdate ? (
        <>
          <section className="merchant-order__section" aria-labelledby="admin-return-refund">
            <h3 id="admin-return-refund">Refund decision</h3>
            {final ? (
              <p>The return is completed: its decisions are final.</p>
            ) : asksRefund ? (
              <>
                {ask === 'replacementOrRefund' ? (
                  <p className="field__hint">
                    The customer prefers a replacement: approve a refund only if the store cannot replace the
                    products.
                  </p>
                ) : null}
                <ReturnDecisionForm ret={ret} kind="refund" value={value} />
              </>
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
            {moves.length ? (
              <ReturnStatusMoves
                ret={ret}
                moves={moves}
                question={adminReturnMoveQuestion}
                className="admin-decision"
              />
            ) : (
              <p>Nothing to do: this return is closed.</p>
            )}
          </section>
        </>
      ) : null}
    </article>
  );
}
