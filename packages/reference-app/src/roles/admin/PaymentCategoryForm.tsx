import { useUpdateMerchantPaymentCategory } from '@marketplace/react-hooks';
import { ContractForm } from '../../components/form/ContractForm';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useContractForm } from '../../components/form/useContractForm';

/** Props of {@link PaymentCategoryForm}. */
export interface PaymentCategoryFormProps {
  merchantId: number;
  /** The category the merchant's store has now, if any. */
  current: string | null | undefined;
  /** The account may only read it (no `update` on `stores`). */
  readOnly: boolean;
}

/**
 * The merchant's payment category (`updateMerchantPaymentCategory`): a free text in the contract (for
 * example "weekly"), so a text field with suggestions. The hook toasts the answer ('Could not update
 * payment category. Try again later.' when the server gives no reason); the value typed stays in the field
 * on a failure.
 *
 * @example
 * <PaymentCategoryForm merchantId={52} current="weekly" readOnly={false} />
 */
export function PaymentCategoryForm({ merchantId, current, readOnly }: PaymentCategoryFormProps) {
  const kit = useContractForm({
    operation: 'updateMerchantPaymentCategory',
    mutation: useUpdateMerchantPaymentCategory(),
    defaultValues: { paymentCategory: current ?? '' },
    init: { path: { id: merchantId } },
    resetOnSuccess: false,
  });
  if (readOnly) {
    return (
      <p>
        Payment category: <strong>{current || 'not set'}</strong>
      </p>
    );
  }
  return (
    <ContractForm form={kit} aria-label="Payment category" className="approval-form">
      <FormErrorSummary />
      <FormField
        name="paymentCategory"
        label="Payment category"
        hint="How this merchant is paid out, for example weekly or monthly."
      >
        <input type="text" list={`payment-categories-${merchantId}`} autoComplete="off" />
      </FormField>
      <datalist id={`payment-categories-${merchantId}`}>
        <option value="daily" />
        <option value="weekly" />
        <option value="monthly" />
      </datalist>
      <SubmitButton busyLabel="Saving…">Save payment category</SubmitButton>
    </ContractForm>
  );
}
