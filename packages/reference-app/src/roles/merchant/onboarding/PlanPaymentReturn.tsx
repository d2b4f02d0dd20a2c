import { useVerifyProductPayment } from '@marketplace/react-hooks';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** How often a payment the provider has not decided yet is asked again. */
const PENDING_REFRESH_MS = 3_000;

/**
 * Back on the plan page from the card provider's page (`/merchant/plan?reference=…`): what became of the
 * plan's payment. Approved: the plan is on (the subscription below shows it); declined: the reason and
 * that nothing changed; undecided: asked again until it is. `children` (the plan page's sections) are
 * mounted afresh once it is approved, so each reads the new subscription from the server.
 *
 * @example
 * <PlanPaymentReturn><CurrentSubscription /><SubscriptionHistory /></PlanPaymentReturn>
 */
export function PlanPaymentReturn({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const payment = useVerifyProductPayment(reference ? { path: { reference } } : null, {
    refreshInterval: (data) => (data?.status === 'pending' ? PENDING_REFRESH_MS : 0),
  });
  const outcome = reference ? <PaymentOutcome reference={reference} payment={payment} /> : null;
  return (
    <>
      {outcome}
      <Fragment key={payment.data?.status === 'success' ? 'paid' : 'before'}>{children}</Fragment>
    </>
  );
}

function PaymentOutcome({
  reference,
  payment,
}: {
  reference: string;
  payment: ReturnType<typeof useVerifyProductPayment>;
}) {
  const data = payment.data;
  if (!data)
    return payment.error ? (
      <p className="plan-payment plan-payment--failed" role="alert">
        We could not check your payment ({reference}): {payment.error.message}
      </p>
    ) : (
      <p role="status">Checking your payment…</p>
    );
  if (data.status === 'success')
    return (
      <p className="plan-payment" role="status">
        Payment received ({data.reference}): your new plan is active from today.
      </p>
    );
  if (data.status === 'failed')
    return (
      <p className="plan-payment plan-payment--failed" role="alert">
        Your card payment was declined: {data.reason ?? 'the card issuer refused it'}. You have not been
        charged and your plan has not changed.
      </p>
    );
  return (
    <p className="plan-payment" role="status">
      The card provider has not confirmed your payment yet; this page updates when it does.
    </p>
  );
}
