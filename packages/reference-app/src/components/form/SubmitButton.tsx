import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import './forms.css';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps<T extends FieldValues = FieldValues, TOut = T>
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> {
  /** The label: "Add approver". */
  children: ReactNode;
  /** The label while the form checks and sends (default "Sending…"). */
  busyLabel?: ReactNode;
  /** Disabled for a reason of the screen's own (besides sending). */
  disabled?: boolean;
  /** The form's control, for a form rendered without react-hook-form's provider. */
  control?: Control<T, unknown, TOut>;
}

/**
 * The submit button of a contract form: disabled and marked busy while the form checks and sends, so a
 * double click sends once.
 *
 * @example
 * <SubmitButton busyLabel="Adding…">Add approver</SubmitButton>
 */
export function SubmitButton<T extends FieldValues = FieldValues, TOut = T>({
  children,
  busyLabel = 'Sending…',
  disabled,
  className,
  control,
  ...rest
}: SubmitButtonProps<T, TOut>) {
  const { isSubmitting } = useFormState<T, TOut>({ control });
  return (
    <button
      {...rest}
      type="submit"
      className={className ?? 'button'}
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting ? busyLabel : children}
    </button>
  );
}
