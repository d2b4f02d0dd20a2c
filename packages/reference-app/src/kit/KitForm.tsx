import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { KitFormContext } from './kitFormContext';
import type { KitFormOperation, KitFormResult } from './useKitForm';
import './forms.css';

/** Props of {@link KitForm}. */
export interface KitFormProps<Id extends KitFormOperation, Values extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** What `useKitForm` returned. */
  form: KitFormResult<Id, Values>;
  children: ReactNode;
}

/**
 * The form element of a {@link useKitForm} form: submits through it, and gives `FormField`,
 * `FormErrorSummary` and `SubmitButton` the form they belong to. The browser's own validation bubbles
 * are off (`noValidate`): the contract's schema checks, and its messages are worded for the fields.
 * Name the form (`aria-label` or `aria-labelledby`) so it is a landmark.
 *
 * @example
 * <KitForm form={kit} aria-label="New approver">
 *   <FormField name="firstName" label="First name"><input type="text" /></FormField>
 *   <SubmitButton>Add approver</SubmitButton>
 * </KitForm>
 */
export function KitForm<Id extends KitFormOperation, Values extends FieldValues>({
  form,
  children,
  className,
  ...rest
}: KitFormProps<Id, Values>) {
  return (
    <FormProvider {...form.form}>
      <KitFormContext.Provider value={form.context}>
        <form
          {...rest}
          className={className ? `kit-form ${className}` : 'kit-form'}
          noValidate
          onSubmit={(event) => void form.submit(event)}
        >
          {children}
        </form>
      </KitFormContext.Provider>
    </FormProvider>
  );
}
