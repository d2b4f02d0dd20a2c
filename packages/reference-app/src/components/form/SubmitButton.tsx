import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import './forms.css';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> {
  /** The label: "Add approver". */
  children: ReactNode;
  /** The label while the form checks and sends (default "Sending…"). */
  busyLabel?: ReactNode;
  /** Disabled for a reason of the screen's own (besides sending). */
  disabled?: boolean;
}

/**
 * The submit button of a contract form: disabled and marked busy while the form checks and sends, so a
 * double click sends once.
 *
 * @example
 * <SubmitButton busyLabel="Adding…">Add approver</SubmitButton>
 */
export function SubmitButton({
  children,
  busyLabel = 'Sending…',
  disabled,
  className,
  ...rest
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
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
