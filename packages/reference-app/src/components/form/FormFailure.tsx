/** Props of {@link FormFailure}. */
export interface FormFailureProps {
  /** The failure no field shows (`errors.root.server`); nothing renders without one. */
  message: string | undefined;
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
 * <FormFailure lead="Your review was not saved" message={errors.root?.[SERVER_ERROR_KEY]?.message} />
 */
export function FormFailure({ message, lead, className = 'checkout-alert' }: FormFailureProps) {
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {lead ? `${lead}: ` : null}
      {message}
    </p>
  );
}
