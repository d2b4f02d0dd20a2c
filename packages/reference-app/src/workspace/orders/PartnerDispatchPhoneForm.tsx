import { useUpdateDispatchPhone } from '@marketplace/react-hooks';
import { ContractForm } from '../../components/form/ContractForm';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useContractForm } from '../../components/form/useContractForm';

/** Props of {@link PartnerDispatchPhoneForm}. */
export interface PartnerDispatchPhoneFormProps {
  orderId: number;
  /** The rider's number the order has now, if any. */
  current: string | null | undefined;
}

/**
 * Sets the phone number of the rider carrying the order (`updateDispatchPhone`), so the customer can reach
 * them; the form stays filled with the number saved.
 *
 * @example
 * <PartnerDispatchPhoneForm orderId={order.id} current={order.dispatchPhoneNumber} />
 */
export function PartnerDispatchPhoneForm({ orderId, current }: PartnerDispatchPhoneFormProps) {
  const kit = useContractForm({
    operation: 'updateDispatchPhone',
    mutation: useUpdateDispatchPhone(),
    defaultValues: { dispatchPhoneNumber: current ?? '' },
    init: { path: { id: orderId } },
    resetOnSuccess: false,
  });
  return (
    <ContractForm form={kit} aria-label="Rider contact" className="partner-phone-form">
      <FormErrorSummary />
      <FormField
        name="dispatchPhoneNumber"
        label="Rider's phone number"
        hint="The customer can call this number."
      >
        <input type="tel" autoComplete="off" inputMode="tel" />
      </FormField>
      <SubmitButton busyLabel="Saving…">{current ? 'Change the number' : 'Save the number'}</SubmitButton>
    </ContractForm>
  );
}
