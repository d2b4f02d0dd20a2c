import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { KitFormContext } from '../../../kit/kitFormContext';
import type { UploadFormResult } from './useUploadForm';
import '../../../kit/forms.css';

/** Props of {@link UploadForm}. */
export interface UploadFormProps<Values extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  form: UploadFormResult<Values>;
  children: ReactNode;
}

/**
 * The form element of a {@link useUploadForm} form, as `KitForm` is for `useKitForm`: the kit's form
 * pieces (`FormField`, `FormErrorSummary`, `SubmitButton`) work inside it.
 *
 * @example
 * <UploadForm form={upload} aria-label="Header"><FormField name="email" label="Email"><input /></FormField></UploadForm>
 */
export function UploadForm<Values extends FieldValues>({
  form,
  children,
  className,
  ...rest
}: UploadFormProps<Values>) {
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
