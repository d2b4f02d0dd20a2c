import type { MarketplaceError } from '@marketplace/sdk';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldOfPath, SERVER_ERROR_KEY } from './contractResolver';

/**
 * Shows a failed call on a react-hook-form form: each of its 422 field errors beside the field that
 * shows it (the first per field; a body path `pricing.0.amount` belongs to the field `pricing`), and
 * on `errors.root.server` what no field shows: the field messages left over, or the error's own message
 * (the spec's) when it names no field.
 *
 * @example
 * showFailure(error, ['q', 'min', 'max'], form.setError, { minPrice: 'min' });
 */
export function showFailure<Values extends FieldValues>(
  error: Pick<MarketplaceError, 'fieldErrors' | 'message'>,
  fields: Iterable<string>,
  setError: UseFormSetError<Values>,
  fieldOf?: Partial<Record<string, string>>,
): void {
  const known = [...fields];
  const placed = new Set<string>();
  const leftover: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const name = field ? fieldOfPath(field, known, fieldOf) : undefined;
    if (name && !placed.has(name)) {
      placed.add(name);
      setError(name as Path<Values>, { type: 'server', message });
    } else if (!name) leftover.push(message);
  }
  if (placed.size === 0 && leftover.length === 0)
    setError(`root.${SERVER_ERROR_KEY}`, { type: 'server', message: error.message });
  else if (leftover.length > 0)
    setError(`root.${SERVER_ERROR_KEY}`, { type: 'server', message: leftover.join(' ') });
}
