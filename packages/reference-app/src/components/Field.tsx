import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import './components.css';

/** Props of {@link Field}. */
export interface FieldProps {
  /** The visible label of the control. */
  label: string;
  /** The error to show under the control (client validation or the server's 422 field message). */
  error?: string;
  /** The control: one input, select or textarea element. */
  children: ReactNode;
  /** Help shown under the label: "We call this number about your delivery". */
  hint?: string;
}

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

/**
 * A form field: label, control, hint and error, wired together. The control (the one child element) gets
 * an `id` (its own if it has one) that the label points at, `aria-describedby` naming the hint and the
 * error, and `aria-invalid` while there is an error. The error is announced when it appears.
 *
 * @example
 * <Field label="Email address" error={errors.email?.message} hint="We send the receipt here">
 *   <input type="email" autoComplete="email" {...register('email')} />
 * </Field>
 */
export function Field({ label, error, children, hint }: FieldProps) {
  const generated = useId();
  const child = isValidElement(children) ? (children as ReactElement<ControlProps>) : null;
  const id = child?.props.id ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [child?.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = child
    ? cloneElement(child, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : child.props['aria-invalid'],
      })
    : children;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={child ? id : undefined}>{label}</label>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {control}
      <FieldErrorSlot id={errorId} error={error} />
    </div>
  );
}

/**
 * Where a field's error appears: a live region that is always there, so that an error is announced when
 * it appears (`Field` and the form kit's `FormField` share it).
 *
 * @example
 * <FieldErrorSlot id="email-error" error={errors.email?.message} />
 */
export function FieldErrorSlot({ id, error }: { id: string | undefined; error: string | undefined }) {
  return (
    <span className="field__error-slot" aria-live="polite">
      {error ? (
        <span id={id} className="field__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
