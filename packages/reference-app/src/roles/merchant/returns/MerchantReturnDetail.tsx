import { Fact } from '../../../components/Fact';
import { ReturnDetailPanel } from '../../../workspace/returns/ReturnDetailPanel';

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
  return (
    <ReturnDetailPanel
      returnId={returnId}
      onClose={onClose}
      desk="merchant"
      facts={(ret) => (
        <>
          <Fact label="Refund decision">{decisionName(ret.refundDecision?.decision)}</Fact>
          <Fact label="Chargeback decision">{decisionName(ret.chargebackDecision?.decision)}</Fact>
        </>
      )}
      moves={{ heading: 'Next step', className: 'merchant-return__moves' }}
    />
  );
}
