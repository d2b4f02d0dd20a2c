import { formatMoney } from '@marketplace/sdk';
import { useEffect } from 'react';
import { Spinner } from '../../components/Spinner';
import { PaymentPending } from './PaymentPending';
import { usePaymentReturn } from './usePaymentReturn';

/** Props of {@link GiftCardPaymentReturn}. */
export interface GiftCardPaymentReturnProps {
  /** The payment's reference from the provider's redirect (`?reference=`). */
  reference: string;
  /** Called once the payment is received (the card is then active: reload the list). */
  onReceived(): void;
}

/**
 * Back on the gift cards page from the card provider: checks the gift card's payment and records it
 * (`usePaymentReturn`), then says the card is paid and ready to use; a declined payment says why and that
 * nothing was charged (the card stays unpaid); an undecided one offers "Check again".
 *
 * @example
 * {reference ? <GiftCardPaymentReturn reference={reference} onReceived={reloadCards} /> : null}
 */
export function GiftCardPaymentReturn({ reference, onReceived }: GiftCardPaymentReturnProps) {
  const back = usePaymentReturn(reference);
  const { phase, payment, message } = back;
  const received = phase === 'received';
  useEffect(() => {
    if (received) onReceived();
  }, [received, onReceived]);

  const amount = payment ? formatMoney(payment.amount) : '';
  switch (phase) {
    case 'checking':
    case 'recording':
      return <Spinner label="Checking your gift card's payment…" />;
    case 'received':
      return (
        <p className="gift-card-form__done" role="status">
          Payment received: your gift card for {amount} is paid and ready to use.
        </p>
      );
    case 'failed':
      return (
        <div className="checkout-alert" role="alert">
          <p>
            Your card payment was declined: {payment?.reason ?? 'the card issuer refused it'}. You have not
            been charged; the gift card stays unpaid. You can buy it again below.
          </p>
        </div>
      );
    case 'pending':
      return (
        <PaymentPending back={back}>
          <p>The card provider has not confirmed your gift card's payment of {amount} yet.</p>
        </PaymentPending>
      );
    case 'record-failed':
      return (
        <div className="checkout-alert" role="alert">
          <p>
            The card provider approved your payment, but we could not confirm it yet: {message}. You will not
            be charged twice.
          </p>
          <button type="button" className="button" onClick={back.retryRecord}>
            Try again
          </button>
        </div>
      );
    case 'error':
      return (
        <div className="checkout-alert" role="alert">
          <p>We could not check your gift card's payment: {message}.</p>
          <button type="button" className="button" onClick={back.checkAgain}>
            Check again
          </button>
        </div>
      );
  }
}
