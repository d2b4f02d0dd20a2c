/** A zod issue as the contract's request schemas report it (zod/mini words every one "Invalid input"). */
export interface SchemaIssue {
  readonly path?: readonly (PropertyKey | { key: PropertyKey })[];
  readonly message?: string;
  readonly code?: string;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

/**
 * The key of one segment of an issue's path (zod may give `{ key }` objects).
 *
 * @example
 * pathKey({ key: 'email' }); // 'email'
 */
export const pathKey = (part: PropertyKey | { key: PropertyKey }): PropertyKey =>
  typeof part === 'object' ? part.key : part;

/**
 * Whether a form value counts as not filled in: nothing, blank text, or a number input left blank (NaN).
 *
 * @example
 * isBlank('  '); // true
 */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * A schema issue worded for people, naming the field by its label: required, too short or long, not a
 * valid email (in the caller's words), or not valid. Every form of the app words its problems this way.
 *
 * @example
 * issueMessage({ code: 'too_small', origin: 'string', minimum: 8 }, 'Password', 'abc', 'Enter a valid email address');
 * // 'Password must be at least 8 characters'
 */
export function issueMessage(
  issue: SchemaIssue,
  label: string,
  value: unknown,
  emailMessage: string,
): string {
  if (isBlank(value) && issue.code !== 'too_big') return `${label} is required`;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? `${label} must be at least ${String(issue.minimum)} characters`
        : `${label} must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${label} must be at most ${String(issue.maximum)} characters`
        : `${label} must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? emailMessage : `${label} is not valid`;
    default:
      return `${label} is not valid`;
  }
}
