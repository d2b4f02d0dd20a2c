import { useCreateAdmin } from '@marketplace/react-hooks';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { PersonFields } from '../../../workspace/PersonFields';

const BLANK = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  accountType: 'admin' as 'admin' | 'dispatcher' | 'scheduler',
};

/**
 * Adds an account to the admin session (`createAdmin`: 'Admin successfully created'): an admin, a
 * dispatcher or a scheduler, with name, email and phone. The server emails a link to set the password.
 * Field errors show beside their fields; what was typed stays on a failure.
 *
 * @example
 * <AdminAccountForm onDone={() => setAdding(false)} />
 */
export function AdminAccountForm({ onDone }: { onDone(): void }) {
  const kit = useContractForm({
    operation: 'createAdmin',
    mutation: useCreateAdmin(),
    defaultValues: BLANK,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label="New admin account" className="people-form">
      <FormErrorSummary />
      <FormField
        name="accountType"
        label="Account type"
        hint="A dispatcher delivers assigned orders; a scheduler assigns orders; an admin runs the marketplace."
      >
        <select>
          <option value="admin">Admin</option>
          <option value="dispatcher">Dispatcher</option>
          <option value="scheduler">Scheduler</option>
        </select>
      </FormField>
      <PersonFields emailHint="They get a link here to set their password." />
      <SubmitButton busyLabel="Creating…">Create account</SubmitButton>
    </ContractForm>
  );
}
