import type { FormHTMLAttributes, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ContractFormResult } from './useContractForm';

/** Props of {@link MarkupForm}. */
export interface MarkupFormProps<Values extends FieldValues, Body>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'aria-busy'> {
  /** What `useContractForm` returned. */
  form: Pick<ContractFormResult<Values, Body>, 'form' | 'submit'>;
  children: ReactNode;
}

/**
 * The form element of a form with markup of its own (its fields wired with `register` and `Field`, not
 * `FormField`): submits through `useContractForm` (checked, then sent), leaves checking to it (no browser
 * bubbles) and is busy while sending. Its class is the caller's alone (no `kit-form` layout).
 *
 * @example
 * <MarkupForm form={review} className="return-form">
 *   <Field label="Your comment" error={errors.comment?.message}><textarea {...register('comment')} /></Field>
 *   <button type="submit" className="button">Send my review</button>
 * </MarkupForm>
 */
export function MarkupForm<Values extends FieldValues, Body>({
  form,
  children,
  ...rest
}: MarkupFormProps<Values, Body>) {
  return (
    <form
      {...rest}
      noValidate
      aria-busy={form.form.formState.isSubmitting || undefined}
      onSubmit={(event) => void form.submit(event)}
    >
      {children}
    </form>
  );
}
