import type { FieldErrors } from 'react-hook-form';
import { SERVER_ERROR_KEY } from './contractResolver';

/** Props of {@link FormFailure}: the form's `errors`, or a `message` of the screen's own. */
export interface FormFailureProps {
  /** The form's errors: their failure no field shows (`errors.root.server`) is said. */
  errors?: FieldErrors;
  /** A failure of the screen's own (a call outside the form); nothing renders without one. */
  message?: string;
  /** What did not happen, said first ("Your review was not saved"). */
  lead?: string;
  /** The alert's class: `checkout-alert` (the customer's pages) by default, `form-error` (the storefront's). */
  className?: string;
}

/**
 * A form's failure that no field shows (the server refused, the network failed), announced as an alert
 * under the form's fields: what did not happen, then why. What was typed stays.
 *
 * @example
 * <FormFailure lead="Your review was not saved" errors={errors} />
 */
export function FormFailure({ errors, message, lead, className = 'checkout-alert' }: FormFailureProps) {
  const failure = message ?? errors?.root?.[SERVER_ERROR_KEY]?.message;
  if (!failure) return null;
  return (
    <p className={className} role="alert">
      {lead ? `${lead}: ` : null}
      {failure}
    </p>
  );
}
