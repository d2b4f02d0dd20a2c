import type { Entity } from '@marketplace/sdk';
import { Fact } from '../../../components/Fact';
import { Money } from '../../../kit/Money';
import { ReturnDetailPanel } from '../../../workspace/returns/ReturnDetailPanel';
import { returnAsk } from '../../../workspace/returns/returnAsk';
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
  return (
    <ReturnDetailPanel
      returnId={returnId}
      onClose={onClose}
      desk="admin"
      facts={(ret) => (
        <>
          <Fact label="Products' value">
            <Money amount={returnValue(ret)} />
          </Fact>
          <Fact label="Refund">
            {returnAsk(ret) !== 'replacement' ? (
              <DecisionText decision={ret.refundDecision} />
            ) : (
              'Not asked for'
            )}
          </Fact>
          <Fact label="Chargeback">
            <DecisionText decision={ret.chargebackDecision} />
          </Fact>
        </>
      )}
      moves={{ heading: 'Return status', className: 'admin-decision' }}
    >
      {(ret) => <Decisions ret={ret} />}
    </ReturnDetailPanel>
  );
}

/** The refund and the chargeback decisions, each its own form; a completed return's are final. */
function Decisions({ ret }: { ret: Return }) {
  const value = returnValue(ret);
  const ask = returnAsk(ret);
  const final = ret.status === 'completed';
  return (
    <>
      <section className="merchant-order__section" aria-labelledby="admin-return-refund">
        <h3 id="admin-return-refund">Refund decision</h3>
        {final ? (
          <p>The return is completed: its decisions are final.</p>
        ) : ask !== 'replacement' ? (
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
    </>
  );
}
