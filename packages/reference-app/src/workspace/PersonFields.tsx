import { FormField } from '../components/form/FormField';

/**
 * The fields of a person an account is made for (an admin, an approver, a staff member): first and last
 * name, email address (with what they get there) and phone number, inside a `ContractForm` whose values have
 * `firstName`, `lastName`, `email` and `phoneNumber`. Nothing is filled in from the browser's own
 * details: the form is about someone else.
 *
 * @example
 * <ContractForm form={contract} aria-label="New admin account">
 *   <PersonFields emailHint="They get a link here to set their password." />
 * </ContractForm>
 */
export function PersonFields({ emailHint }: { emailHint?: string }) {
  return (
    <>
      <FormField name="firstName" label="First name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="lastName" label="Last name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="email" label="Email address" hint={emailHint}>
        <input type="email" autoComplete="off" />
      </FormField>
      <FormField name="phoneNumber" label="Phone number">
        <input type="tel" autoComplete="off" inputMode="tel" />
      </FormField>
    </>
  );
}
