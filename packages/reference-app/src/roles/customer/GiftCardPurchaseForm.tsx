import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  asMarketplaceError,
  useCreateCustomerTransaction,
  usePurchaseGiftCard,
} from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { formatMoney, isMarketplaceError } from '@marketplace/sdk';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';

/** The values the purchase form sends (the body of gift-card/purchase). */
interface PurchaseValues {
  amount: number;
  recipientName?: string;
  recipientEmail?: string;
  message?: string;
}

type FieldName = keyof PurchaseValues;
type Purchase = OperationData<'purchaseGiftCard'>;

/** What the client says for a field that fails `operationRequestSchemas.purchaseGiftCard`. */
export const GIFT_CARD_FIELD_MESSAGES: Record<FieldName, string> = {
  amount: 'Enter the value of the card in naira',
  recipientName: 'Enter the name of the person the card is for',
  recipientEmail: 'Enter a valid email address, like name@example.com',
  message: 'Enter a shorter message',
};

const resolver = standardSchemaResolver(operationRequestSchemas.purchaseGiftCard());
const blankToUndefined = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' ? undefined : text;
};
const isFieldName = (name: string): name is FieldName => name in GIFT_CARD_FIELD_MESSAGES;

/**
 * Buys a gift card: value, and optionally who it is for and a message, validated on the client with the
 * contract's schema; the server's 422 messages show beside their fields. The purchase answers a payment,
 * which is then recorded (`useCreateCustomerTransaction`; the sandbox's card provider approves at once),
 * and that makes the card active. A failed payment can be tried again.
 *
 * @example
 * <GiftCardPurchaseForm onBought={() => myCards.mutate()} />
 */
export function GiftCardPurchaseForm({ onBought }: { onBought(): void }) {
  const purchase = usePurchaseGiftCard();
  const recordPayment = useCreateCustomerTransaction();
  const [bought, setBought] = useState<{ purchase: Purchase; paid: boolean; failure?: string }>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseValues>({ resolver });

  const pay = async (done: Purchase) => {
    try {
      await recordPayment.trigger({
        body: {
          reference: done.payment.reference,
          amount: done.payment.amount,
          paymentChannel: 'card',
          status: 'success',
        },
      });
      setBought({ purchase: done, paid: true });
    } catch (error) {
      setBought({
        purchase: done,
        paid: false,
        failure: asMarketplaceError(error, 'createCustomerTransaction').message,
      });
    }
    onBought();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    setBought(undefined);
    let done: Purchase;
    try {
      done = (await purchase.trigger({ body: values })).data;
    } catch (error) {
      let placed = 0;
      if (isMarketplaceError(error)) {
        for (const fieldError of error.fieldErrors) {
          const name = fieldError.field?.split('.').pop();
          if (name && isFieldName(name)) {
            setError(name, { type: 'server', message: fieldError.message }, { shouldFocus: placed === 0 });
            placed++;
          }
        }
      }
      if (placed === 0) setFailure(asMarketplaceError(error, 'purchaseGiftCard').message);
      return;
    }
    reset();
    await pay(done);
  });

  const messageFor = (name: FieldName) => {
    const error = errors[name];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : GIFT_CARD_FIELD_MESSAGES[name];
  };

  return (
    <form className="gift-card-form" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      <Field label="Value in naira" error={messageFor('amount')} hint="From ₦1,000 to ₦500,000">
        <input
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          {...register('amount', { valueAsNumber: true })}
        />
      </Field>
      <Field label="Recipient's name (optional)" error={messageFor('recipientName')}>
        <input
          type="text"
          autoComplete="off"
          {...register('recipientName', { setValueAs: blankToUndefined })}
        />
      </Field>
      <Field label="Recipient's email (optional)" error={messageFor('recipientEmail')}>
        <input
          type="email"
          autoComplete="off"
          {...register('recipientEmail', { setValueAs: blankToUndefined })}
        />
      </Field>
      <Field label="Message (optional)" error={messageFor('message')}>
        <textarea rows={2} {...register('message', { setValueAs: blankToUndefined })} />
      </Field>
      {failure ? (
        <p className="checkout-alert" role="alert">
          The gift card was not bought: {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Buying…' : 'Buy and pay'}
      </button>
      {bought ? (
        bought.paid ? (
          <p className="gift-card-form__done" role="status">
            Your gift card <strong>{bought.purchase.giftCard.code}</strong> for{' '}
            {formatMoney(bought.purchase.giftCard.amount)} is paid and ready to use.
          </p>
        ) : (
          <div className="checkout-alert" role="alert">
            <p>
              Your gift card {bought.purchase.giftCard.code} is waiting for its payment: {bought.failure}
            </p>
            <button type="button" className="button" onClick={() => void pay(bought.purchase)}>
              Try the payment again
            </button>
          </div>
        )
      ) : null}
    </form>
  );
}
