import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { asMarketplaceError, usePurchaseGiftCard } from '@marketplace/react-hooks';
import { isMarketplaceError } from '@marketplace/sdk';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { callbackUrl, providerRedirect } from './providerRedirect';

/** The values the purchase form sends (the body of gift-card/purchase). */
interface PurchaseValues {
  amount: number;
  recipientName?: string;
  recipientEmail?: string;
  message?: string;
}

type FieldName = keyof PurchaseValues;

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

/** Where the card provider sends the buyer back: the gift cards page, which checks the payment. */
export const GIFT_CARD_RETURN_PATH = '/customer/gift-cards';

/**
 * Buys a gift card: value, and optionally who it is for and a message, validated on the client with the
 * contract's schema; the server's 422 messages show beside their fields. The purchase answers a card
 * payment: the buyer goes to the provider's page (`authorizationUrl`, a full navigation) and comes back to
 * the gift cards page with `reference`, where `GiftCardPaymentReturn` checks and records it, which makes
 * the card active. The card stays pending until then.
 *
 * @example
 * <GiftCardPurchaseForm />
 */
export function GiftCardPurchaseForm() {
  // No success toast: the buyer leaves for the provider's page at once.
  const purchase = usePurchaseGiftCard({ notify: false });
  const [failure, setFailure] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseValues>({ resolver });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const url = callbackUrl(GIFT_CARD_RETURN_PATH);
      const done = (await purchase.trigger({ body: { ...values, ...(url ? { callbackUrl: url } : {}) } }))
        .data;
      if (!done.payment.authorizationUrl) throw new Error('The card provider gave no payment page');
      setLeaving(true);
      providerRedirect.go(done.payment.authorizationUrl);
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
    }
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
      <button
        type="submit"
        className="button"
        disabled={isSubmitting || leaving}
        aria-busy={isSubmitting || leaving || undefined}
      >
        {isSubmitting || leaving ? 'Going to the payment page…' : 'Buy and pay by card'}
      </button>
    </form>
  );
}
