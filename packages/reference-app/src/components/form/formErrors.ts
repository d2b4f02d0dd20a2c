import type { FieldErrors } from 'react-hook-form';

/** One message of a form's errors, with the path of the field it is on. */
export interface FormError {
  name: string;
  message: string;
}

/**
 * Every field's message in a form's errors (nested fields and list rows included), in the order the
 * errors hold them, without the failures on `root` that no field shows.
 *
 * @example
 * formErrors(form.formState.errors); // [{ name: 'pricing.sellingPrice', message: 'Selling price is required' }]
 */
export function formErrors(errors: FieldErrors, prefix = ''): FormError[] {
  const found: FormError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || (prefix === '' && key === 'root')) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message) found.push({ name, message: value.message });
    else if (typeof value === 'object' && !('type' in value))
      found.push(...formErrors(value as FieldErrors, name));
  }
  return found;
}
