import { useUpdateMerchantPayment } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useWatch } from 'react-hook-form';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { Money } from '../../../kit/Money';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { PAYMENT_STATUS_WORDS, paymentMoves } from './paymentMoves';

type Payment = Entity<'MerchantPayment'>;
type PaymentStatus = Entity<'PaymentStatus'>;

/** Props of {@link MerchantPaymentForm}. */
export interface MerchantPaymentFormProps {
  payment: Payment;
  /** Called after the server accepted the change (the hook has toasted its message). */
  onDone(): void;
  onCancel(): void;
}

/**
 * Updates one merchant payment (`updateMerchantPayment`): its status among the moves allowed from where
 * it stands (approve, back to pending, processed once paid), the bank transfer's reference (needed to
 * mark it processed) and a note. A failure keeps what was typed; the hook toasts 'Error updating payment
 * report' when the server gives no message of its own.
 *
 * @example
 * <MerchantPaymentForm payment={payment} onDone={close} onCancel={close} />
 */
export function MerchantPaymentForm({ payment, onDone, onCancel }: MerchantPaymentFormProps) {
  const kit = useContractForm({
    operation: 'updateMerchantPayment',
    mutation: useUpdateMerchantPayment(),
    defaultValues: {
      status: payment.status as PaymentStatus,
      reference: payment.reference ?? '',
      note: payment.note ?? '',
    },
    init: { path: { id: payment.id } },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  const status = useWatch({ control: kit.form.control, name: 'status' });
  // The form opens under the list: take the reader to it.
  const heading = useRevealOnLoad(true);
  const name = payment.orderName ?? `order ${payment.orderId}`;
  return (
    <section className="approval-detail" aria-labelledby={`payment-${payment.id}-title`}>
      <header className="approval-detail__header">
        <h2 id={`payment-${payment.id}-title`} ref={heading} tabIndex={-1}>
          Payment for {name} to {payment.storeName}
        </h2>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Close
        </button>
      </header>
      <p>
        Due to the merchant: <Money amount={payment.amount} />
        {payment.totalOrderAmount !== undefined ? (
          <>
            {' '}
            of <Money amount={payment.totalOrderAmount} /> paid by the customer
          </>
        ) : null}
        {payment.commissionPercentage !== undefined ? `, ${payment.commissionPercentage}% commission` : ''}.
      </p>
      <ContractForm form={kit} aria-label={`Update the payment for ${name}`} className="admin-money-form">
        <FormErrorSummary />
        <FormField
          name="status"
          label="Status"
          hint={
            payment.status === 'processed'
              ? 'A processed payment has been paid: only its reference and note can change.'
              : 'Approve a payout before marking it processed.'
          }
        >
          <select>
            {paymentMoves(payment.status as PaymentStatus).map((move) => (
              <option key={move} value={move}>
                {PAYMENT_STATUS_WORDS[move]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          name="reference"
          label="Transfer reference"
          hint={status === 'processed' ? 'Needed to mark the payment processed.' : 'Once the money is sent.'}
        >
          <input type="text" autoComplete="off" />
        </FormField>
        <FormField name="note" label="Note">
          <textarea rows={3} />
        </FormField>
        <SubmitButton busyLabel="Saving…">Save payment</SubmitButton>
      </ContractForm>
    </section>
  );
}
