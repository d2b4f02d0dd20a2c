import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  type ControllerRenderProps,
  type FieldValues,
  get,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { FieldErrorSlot } from '../Field';
import { useContractFormContext } from './contractFormContext';
import { useFieldLabel } from './useFieldLabel';
import '../components.css';
import './forms.css';

/** What a render-function child of {@link FormField} gets: a controlled value and the wiring. */
export interface FormFieldControl extends ControllerRenderProps<FieldValues, string> {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The field's name in the form's values (a path such as `pricing.sellingPrice` for nested ones). */
  name: string;
  /** The visible label; the contract's messages and the error summary name the field by it. */
  label: string;
  /** Help under the label: "We email the approval requests here". */
  hint?: string;
  /** Read the input's text as a number (`<input type="number">` for a numeric body field). */
  valueAsNumber?: boolean;
  /** A class added to the field (e.g. one making it take the form's whole row). */
  className?: string;
  /** An error of the screen's own (its choices failed to load), shown when the form has none here. */
  error?: string;
  /**
   * The control: one `input`, `select` or `textarea` element (registered with the form), or a function
   * rendering a controlled one (`value`/`onChange`, e.g. `ImageUpload`).
   */
  children: ReactElement | ((control: FormFieldControl) => ReactNode);
}

interface Wiring {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface ControlProps {
  id?: string;
  ref?: Ref<unknown>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * One field of a contract form: label, hint, control and error, wired together. The control is registered
 * with the form under `name`; its error (the contract schema's, or the server's 422 message for that
 * field) shows under it, is announced, describes the control and marks it `aria-invalid`.
 *
 * @example
 * <FormField name="email" label="Email address" hint="Approval requests are sent here">
 *   <input type="email" autoComplete="email" />
 * </FormField>
 * <FormField name="images" label="Photos">
 *   {({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
 *     <ImageUpload id={id} aria-describedby={describedBy} aria-invalid={invalid} label="Photos" showLabel={false} value={value} onChange={onChange} />
 *   )}
 * </FormField>
 */
export function FormField({
  name,
  label,
  hint,
  valueAsNumber,
  className,
  error: ownError,
  children,
}: FormFieldProps) {
  const { fieldId } = useContractFormContext();
  const { errors } = useFormState({ name });
  useFieldLabel(name, label);
  const error = (get(errors, name) as { message?: string } | undefined)?.message ?? ownError;
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const wiring: Wiring = {
    id,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: !!error,
  };
  return (
    <div className={`field kit-field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {typeof children === 'function' ? (
        <ControlledControl name={name} wiring={wiring} render={children} />
      ) : (
        <RegisteredControl name={name} wiring={wiring} valueAsNumber={valueAsNumber}>
          {children}
        </RegisteredControl>
      )}
      <FieldErrorSlot id={errorId} error={error} />
    </div>
  );
}

/** A native control registered with the form (react-hook-form reads it on change). */
function RegisteredControl({
  name,
  wiring,
  valueAsNumber,
  children,
}: {
  name: string;
  wiring: Wiring;
  valueAsNumber?: boolean;
  children: ReactElement;
}) {
  const { register } = useFormContext();
  if (!isValidElement(children)) return children;
  const registered = valueAsNumber ? register(name, { valueAsNumber: true }) : register(name);
  return cloneElement(children as ReactElement<ControlProps>, {
    ...registered,
    id: wiring.id,
    'aria-describedby': wiring.describedBy,
    'aria-invalid': wiring.invalid || undefined,
  });
}

/** A controlled control rendered by the caller's function. */
function ControlledControl({
  name,
  wiring,
  render,
}: {
  name: string;
  wiring: Wiring;
  render: (control: FormFieldControl) => ReactNode;
}) {
  const { field } = useController({ name });
  return render({
    ...field,
    id: wiring.id,
    'aria-describedby': wiring.describedBy,
    'aria-invalid': wiring.invalid || undefined,
  });
}
