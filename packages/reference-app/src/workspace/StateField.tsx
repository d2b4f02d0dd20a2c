import { type ReactNode, useId } from 'react';
import '../components/form/forms.css';

/** What the control of a {@link StateField} is given to wire itself to its label, hint and error. */
export interface StateFieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Props of {@link StateField}. */
export interface StateFieldProps {
  label: string;
  /** Help under the label. */
  hint?: ReactNode;
  /** The field's error (the contract's check or the server's), shown under it and announced. */
  error?: string;
  /** A class added to the field (e.g. one making it take the form's whole row). */
  className?: string;
  children: (control: StateFieldControl) => ReactNode;
}

/**
 * One labelled field in the kit's field markup, for forms that hold their own state in a hooks' form
 * (`useProductForm`, `useCouponForm`) rather than in react-hook-form, where the kit's `FormField` does not
 * apply: label, hint, the control (given its id and wiring) and the error, which describes the control and
 * marks it invalid.
 *
 * @example
 * <StateField label="Name" error={form.fieldErrors.name}>
 *   {(control) => <input {...control} value={form.values.name} onChange={...} />}
 * </StateField>
 */
export function StateField({ label, hint, error, className, children }: StateFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field kit-field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      <span className="field__error-slot" aria-live="polite">
        {error ? (
          <span id={errorId} className="field__error">
            {error}
          </span>
        ) : null}
      </span>
    </div>
  );
}
