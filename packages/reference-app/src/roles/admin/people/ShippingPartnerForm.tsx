import { useCreateShippingPartner } from '@marketplace/react-hooks';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';

const BLANK = { name: '', email: '', phoneNumber: '', shippingCompany: '' };

/**
 * Adds a shipping partner (`createShippingPartner`: 'Partner has been added successfully.'): the contact's
 * name, email and phone and the shipping company. The server emails the partner a link to set their
 * password; they appear among the onboarded partners once they have sent their company, bank and
 * certification details. Field errors show beside their fields; what was typed stays on a failure.
 *
 * @example
 * <ShippingPartnerForm onDone={() => setAdding(false)} />
 */
export function ShippingPartnerForm({ onDone }: { onDone(): void }) {
  const kit = useContractForm({
    operation: 'createShippingPartner',
    mutation: useCreateShippingPartner(),
    defaultValues: BLANK,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label="New shipping partner" className="people-form">
      <FormErrorSummary />
      <FormField name="name" label="Contact name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="shippingCompany" label="Shipping company">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField
        name="email"
        label="Email address"
        hint="The partner gets a link here to set their password."
      >
        <input type="email" autoComplete="off" />
      </FormField>
      <FormField name="phoneNumber" label="Phone number">
        <input type="tel" autoComplete="off" inputMode="tel" />
      </FormField>
      <SubmitButton busyLabel="Adding…">Add partner</SubmitButton>
    </ContractForm>
  );
}
