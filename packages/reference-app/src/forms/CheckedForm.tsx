import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { KitFormContext } from '../kit/kitFormContext';
import type { CheckedFormResult } from './useCheckedForm';
import '../kit/forms.css';

/** Props of {@link CheckedForm}. */
export interface CheckedFormProps<Values extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  form: CheckedFormResult<Values>;
  children: ReactNode;
}

/**
 * The form element of a {@link useCheckedForm} form, as `KitForm` is for `useKitForm`: the kit's form
 * pieces (`FormField`, `FormErrorSummary`, `SubmitButton`) work inside it.
 *
 * @example
 * <CheckedForm form={upload} aria-label="Header"><FormField name="email" label="Email"><input /></FormField></CheckedForm>
 */
export function CheckedForm<Values extends FieldValues>({
  form,
  children,
  className,
  ...rest
}: CheckedFormProps<Values>) {
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
