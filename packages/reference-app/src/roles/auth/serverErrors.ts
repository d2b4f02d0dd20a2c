import { isMarketplaceError } from '@marketplace/sdk';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** What is shown when a call fails with something that is not a `MarketplaceError` (a bug). */
const UNEXPECTED = 'Something went wrong';

/**
 * Shows a failed call's errors on a form: the server's 422 field messages (`MarketplaceError.fieldErrors`)
 * beside the fields the form has (the first one focused); returns what is left for the form's own alert:
 * the error's message (already the spec's wording) when no field took a message, the field messages of
 * fields the form does not show, or `undefined` when every message found its field.
 *
 * @example
 * catch (error) { setFormError(showServerErrors(error, ['email', 'password'], form.setError)); }
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (!isMarketplaceError(error)) return UNEXPECTED;
  const placed = new Set<string>();
  const leftover: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const name = field?.replace(/^body\./, '') as Path<T> | undefined;
    if (name && fields.includes(name)) {
      if (!placed.has(name)) setError(name, { type: 'server', message }, { shouldFocus: placed.size === 0 });
      placed.add(name);
    } else {
      leftover.push(message);
    }
  }
  if (placed.size === 0) return error.message;
  return leftover.length > 0 ? leftover.join(' ') : undefined;
}

/**
 * Drops optional fields left empty, so that the request carries only what the person filled in.
 *
 * @example
 * withoutBlanks({ email: 'a@b.test', phoneNumber: '' }); // { email: 'a@b.test' }
 */
export function withoutBlanks<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  ) as T;
}
