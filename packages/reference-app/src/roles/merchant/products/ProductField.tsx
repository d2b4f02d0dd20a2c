import { type ReactNode, useId } from 'react';
import '../../../kit/forms.css';

/** What the control of a {@link ProductField} is given to wire itself to its label, hint and error. */
export interface ProductFieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Props of {@link ProductField}. */
export interface ProductFieldProps {
  label: string;
  /** Help under the label. */
  hint?: ReactNode;
  /** The field's error (the contract's check or the server's), shown under it. */
  error?: string;
  /** Takes the form's whole row. */
  wide?: boolean;
  children: (control: ProductFieldControl) => ReactNode;
}

/**
 * One labelled field of the product form, in the kit's field markup. The product form runs on the hooks'
 * `useProductForm` (not on react-hook-form), so the kit's `FormField` does not apply.
 *
 * @example
 * <ProductField label="Name" error={form.fieldErrors.name}>
 *   {(control) => <input {...control} value={form.values.name} onChange={...} />}
 * </ProductField>
 */
export function ProductField({ label, hint, error, wide, children }: ProductFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field kit-field${error ? ' field--invalid' : ''}${wide ? ' product-form__wide' : ''}`}>
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
