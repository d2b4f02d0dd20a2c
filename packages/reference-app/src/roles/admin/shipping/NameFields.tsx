import { FormField } from '../../../components/form/FormField';

/**
 * The name and description of a shipping zone or discount, inside its `ContractForm`; a change form says
 * "New name" and "New description" (`changing`), left empty to keep them.
 *
 * @example
 * <ContractForm form={kit} aria-label="New shipping zone"><NameFields /></ContractForm>
 */
export function NameFields({ changing = false }: { changing?: boolean }) {
  return (
    <>
      <FormField name="name" label={changing ? 'New name' : 'Name'}>
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="description" label={changing ? 'New description' : 'Description'}>
        <textarea rows={2} />
      </FormField>
    </>
  );
}
