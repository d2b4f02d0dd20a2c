import { type ReactNode, useId } from 'react';
import '../../../kit/forms.css';

/** What the control of a {@link CouponField} is given to wire itself to its label and error. */
export interface CouponFieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Props of {@link CouponField}. */
export interface CouponFieldProps {
  label: string;
  /** Help under the label. */
  hint?: string;
  /** The field's error (the contract's check or the server's), shown under it. */
  error?: string;
  /** Takes the form's whole row (long text). */
  wide?: boolean;
  children: (control: CouponFieldControl) => ReactNode;
}

/**
 * One labelled field of the coupon form, in the kit's field markup (the coupon form runs on the hooks'
 * `useCouponForm`, not on react-hook-form, so the kit's `FormField` does not apply).
 *
 * @example
 * <CouponField label="Start date" error={form.fieldErrors.startDate}>
 *   {(control) => <input {...control} type="date" value={form.values.startDate} onChange={...} />}
 * </CouponField>
 */
export function CouponField({ label, hint, error, wide, children }: CouponFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field kit-field${error ? ' field--invalid' : ''}${wide ? ' coupon-form__wide' : ''}`}>
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
