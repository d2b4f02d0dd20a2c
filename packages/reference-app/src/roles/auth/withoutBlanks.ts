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
