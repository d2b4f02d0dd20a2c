import { useUpdateDispatchPhone } from '@marketplace/react-hooks';
import { FormErrorSummary } from '../../kit/FormErrorSummary';
import { FormField } from '../../kit/FormField';
import { KitForm } from '../../kit/KitForm';
import { SubmitButton } from '../../kit/SubmitButton';
import { useKitForm } from '../../kit/useKitForm';

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
  const kit = useKitForm({
    operation: 'updateDispatchPhone',
    mutation: useUpdateDispatchPhone(),
    defaultValues: { dispatchPhoneNumber: current ?? '' },
    init: { path: { id: orderId } },
    resetOnSuccess: false,
  });
  return (
    <KitForm form={kit} aria-label="Rider contact" className="partner-phone-form">
      <FormErrorSummary />
      <FormField
        name="dispatchPhoneNumber"
        label="Rider's phone number"
        hint="The customer can call this number."
      >
        <input type="tel" autoComplete="off" inputMode="tel" />
      </FormField>
      <SubmitButton busyLabel="Saving…">{current ? 'Change the number' : 'Save the number'}</SubmitButton>
    </KitForm>
  );
}
