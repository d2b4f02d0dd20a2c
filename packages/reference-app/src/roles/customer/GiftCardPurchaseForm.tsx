import { usePurchaseGiftCard } from '@marketplace/react-hooks';
import type { CallInit } from '@marketplace/sdk';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { FormFailure } from '../../components/form/FormFailure';
import { formBody } from '../../components/form/formBody';
import { MarkupForm } from '../../components/form/MarkupForm';
import { useContractForm } from '../../components/form/useContractForm';
import { callbackUrl, providerRedirect } from '../../components/providerRedirect';

/** The values of the purchase form (the body of gift-card/purchase, as typed). */
interface PurchaseValues {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

type PurchaseBody = CallInit<'purchaseGiftCard'>['body'];

type FieldName = keyof PurchaseValues;

/** What the client says for a field that fails `operationRequestSchemas.purchaseGiftCard`. */
export const GIFT_CARD_FIELD_MESSAGES: Record<FieldName, string> = {
  amount: 'Enter the value of the card in naira',
  recipientName: 'Enter the name of the person the card is for',
  recipientEmail: 'Enter a valid email address, like name@example.com',
  message: 'Enter a shorter message',
};

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
  const [leaving, setLeaving] = useState(false);
  const card = useContractForm<'purchaseGiftCard', PurchaseValues, PurchaseBody>({
    operation: 'purchaseGiftCard',
    defaultValues: { amount: Number.NaN, recipientName: '', recipientEmail: '', message: '' },
    toBody: (values) => {
      const url = callbackUrl(GIFT_CARD_RETURN_PATH);
      return { ...(formBody(values) as PurchaseBody), ...(url ? { callbackUrl: url } : {}) };
    },
    labels: {
      amount: 'Value in naira',
      recipientName: "Recipient's name",
      recipientEmail: "Recipient's email",
      message: 'Message',
    },
    // One plain message a field, whatever the contract found wrong with it.
    message: ({ field }) => GIFT_CARD_FIELD_MESSAGES[field as FieldName],
    send: async (body) => {
      const done = (await purchase.trigger({ body })).data;
      if (!done.payment.authorizationUrl) throw new Error('The card provider gave no payment page');
      setLeaving(true);
      providerRedirect.go(done.payment.authorizationUrl);
    },
    resetOnSuccess: false,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = card.form;

  return (
    <MarkupForm form={card} className="gift-card-form">
      <Field label="Value in naira" error={errors.amount?.message} hint="From ₦1,000 to ₦500,000">
        <input
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          {...register('amount', { valueAsNumber: true })}
        />
      </Field>
      <Field label="Recipient's name (optional)" error={errors.recipientName?.message}>
        <input type="text" autoComplete="off" {...register('recipientName')} />
      </Field>
      <Field label="Recipient's email (optional)" error={errors.recipientEmail?.message}>
        <input type="email" autoComplete="off" {...register('recipientEmail')} />
      </Field>
      <Field label="Message (optional)" error={errors.message?.message}>
        <textarea rows={2} {...register('message')} />
      </Field>
      <FormFailure lead="The gift card was not bought" errors={errors} />
      <button
        type="submit"
        className="button"
        disabled={isSubmitting || leaving}
        aria-busy={isSubmitting || leaving || undefined}
      >
        {isSubmitting || leaving ? 'Going to the payment page…' : 'Buy and pay by card'}
      </button>
    </MarkupForm>
  );
}
