import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { ContractFormContext } from './contractFormContext';
import type { ContractFormResult } from './useContractForm';
import './forms.css';

/** Props of {@link ContractForm}. */
export interface ContractFormProps<Values extends FieldValues, Body>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** What `useContractForm` returned (with another `submit` to ask something first). */
  form: Pick<ContractFormResult<Values, Body>, 'form' | 'submit' | 'context'>;
  children: ReactNode;
}

/**
 * The form element of a {@link useContractForm} form: submits through it, and gives `FormField`,
 * `FormErrorSummary` and `SubmitButton` the form they belong to. The browser's own validation bubbles
 * are off (`noValidate`): the contract's schema checks, and its messages are worded for the fields.
 * Name the form (`aria-label` or `aria-labelledby`) so it is a landmark.
 *
 * @example
 * <ContractForm form={contract} aria-label="New approver">
 *   <FormField name="firstName" label="First name"><input type="text" /></FormField>
 *   <SubmitButton>Add approver</SubmitButton>
 * </ContractForm>
 */
export function ContractForm<Values extends FieldValues, Body>({
  form,
  children,
  className,
  ...rest
}: ContractFormProps<Values, Body>) {
  return (
    <FormProvider {...form.form}>
      <ContractFormContext.Provider value={form.context}>
        <form
          {...rest}
          className={className ? `kit-form ${className}` : 'kit-form'}
          noValidate
          onSubmit={(event) => void form.submit(event)}
        >
          {children}
        </form>
      </ContractFormContext.Provider>
    </FormProvider>
  );
}
