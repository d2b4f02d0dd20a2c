import type { MarketplaceError } from '@marketplace/sdk';
import type { FieldErrors } from './FieldErrors';

/**
 * Field errors of a failed call: the server's 422 `errors` list by field (the first per field), none
 * for other failures.
 *
 * @example
 * fieldErrorsFromError(error); // { endDate: 'End date must be on or after the start date' }
 */
export function fieldErrorsFromError(error: MarketplaceError): FieldErrors {
  const errors: FieldErrors = {};
  for (const fieldError of error.fieldErrors) errors[fieldError.field || 'body'] ??= fieldError.message;
  return errors;
}
