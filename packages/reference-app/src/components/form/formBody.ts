/** A form value as it becomes part of a request body. */
type Cleaned<T> = T extends string
  ? string | undefined
  : T extends readonly (infer E)[]
    ? Cleaned<E>[]
    : T extends Blob
      ? T
      : T extends object
        ? { [K in keyof T]: Cleaned<T[K]> }
        : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A request body from a form's values, the way people fill forms in: text is trimmed, and a text field
 * left blank is left out (so an optional field is absent, and a required one is reported as required
 * by the contract's schema); so is a number input left blank (NaN). Other numbers, booleans, files and
 * dates pass unchanged; plain objects and arrays are cleaned inside.
 *
 * @example
 * formBody({ firstName: ' Ada ', phoneNumber: '', isActive: true });
 * // { firstName: 'Ada', isActive: true }
 */
export function formBody<T>(values: T): Cleaned<T> {
  if (typeof values === 'string') {
    const trimmed = values.trim();
    return (trimmed === '' ? undefined : trimmed) as Cleaned<T>;
  }
  // A number input left blank reads as NaN (`valueAsNumber`): blank too.
  if (typeof values === 'number' && Number.isNaN(values)) return undefined as Cleaned<T>;
  if (Array.isArray(values)) return values.map((value) => formBody(value)) as Cleaned<T>;
  if (isPlainObject(values)) {
    // fromEntries, not assignment: a key such as `__proto__` stays an own field of the body.
    const entries = Object.entries(values)
      .map(([key, value]) => [key, formBody(value)] as const)
      .filter(([, cleaned]) => cleaned !== undefined);
    return Object.fromEntries(entries) as Cleaned<T>;
  }
  return values as Cleaned<T>;
}
