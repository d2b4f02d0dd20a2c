import { useCan, useGetOneOrderReturn } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { DateText } from '../../../kit/DateText';
import { StatusBadge } from '../../../kit/StatusBadge';
import { DetailHead } from '../../../workspace/DetailHead';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { ReturnProductsSection } from '../../../workspace/returns/ReturnProductsSection';
import { ReturnStatusMoves } from '../../../workspace/returns/ReturnStatusMoves';
import { returnAskLabel } from '../../../workspace/returns/returnAsk';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { merchantReturnMoveQuestion } from './merchantReturnMoveQuestion';
import { returnStatusMoves } from './returnStatusMoves';

/** Props of {@link MerchantReturnDetail}. */
export interface MerchantReturnDetailProps {
  returnId: number;
  onClose(): void;
}

/** An admin's decision as a word ("Approved"), or that there is none yet. */
function decisionName(decision: string | undefined): string {
  return decision ? decision[0]?.toUpperCase() + decision.slice(1) : 'Not decided';
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
      <DetailHead titleId="merchant-return-title" headingRef={heading} onClose={onClose}>
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

      <ReturnProductsSection ret={ret} />

      {canUpdate ? (
        <section className="merchant-order__section" aria-labelledby="merchant-return-move">
          <h3 id="merchant-return-move">Next step</h3>
          {moves.length ? (
            <ReturnStatusMoves
              ret={ret}
              moves={moves}
              question={merchantReturnMoveQuestion}
              className="merchant-return__moves"
            />
          ) : (
            <p>Nothing to do: this return is closed.</p>
          )}
        </section>
      ) : null}
    </article>
  );
}
