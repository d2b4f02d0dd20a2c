import { FormField } from '../../../components/form/FormField';

/**
 * The name and description of a shipping zone or discount, inside its `ContractForm`.
 *
 * @example
 * <ContractForm form={kit} aria-label="New shipping zone"><NameFields /></ContractForm>
 */
export function NameFields() {
  return (
    <>
      <FormField name="name" label="Name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="description" label="Description">
        <textarea rows={2} />
      </FormField>
    </>
  );
}
