import type { ReactNode } from 'react';
import type { PaymentReturn } from './usePaymentReturn';

/** Props of {@link PaymentPending}. */
export interface PaymentPendingProps {
  /** The return from the provider's page, still waiting for its decision. */
  back: PaymentReturn;
  /** What is waiting, in the screen's words. */
  children: ReactNode;
}

/**
 * A card payment the provider has not decided yet: what is waiting, "Check again", and the way back to
 * the provider's page (a notice, not an alert: nothing failed).
 *
 * @example
 * if (back.phase === 'pending') return <PaymentPending back={back}><p>Not confirmed yet.</p></PaymentPending>;
 */
export function PaymentPending({ back, children }: PaymentPendingProps) {
  const url = back.payment?.authorizationUrl;
  return (
    <div className="customer-notice" role="status">
      {children}
      <button type="button" className="button" onClick={back.checkAgain}>
        Check again
      </button>{' '}
      {url ? (
        <a className="button button--secondary" href={url}>
          Back to the payment page
        </a>
      ) : null}
    </div>
  );
}
