import type { FieldErrors } from './FieldErrors';

/** The part of a schema issue (zod) that names the field and says what is wrong. */
export interface SchemaIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  origin?: string;
}

const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A readable message for a schema issue (zod/mini ships without English messages). */
function issueMessage(issue: SchemaIssue): string {
  const last = [...issue.path].reverse().find((part) => typeof part === 'string');
  const name = humanize(typeof last === 'string' ? last : 'value');
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? `${name} is required`
        : `${name} is invalid`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return `${name} is required`;
      if (issue.origin === 'array') return `${name} needs at least ${String(issue.minimum)}`;
      return `${name} must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `${name} must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'date') return `${name} must be a date (YYYY-MM-DD)`;
      if (issue.format === 'email') return `${name} must be a valid email address`;
      return `${name} is invalid`;
    case 'invalid_value':
      return `${name} is not one of the allowed values`;
    default:
      return `${name} is invalid`;
  }
}

/**
 * Field errors from schema issues: the first issue of each field wins.
 *
 * @example
 * fieldErrorsFromIssues([{ code: 'too_small', origin: 'string', minimum: 1, path: ['name'], message: '' }]);
 * // { name: 'Name is required' }
 */
export function fieldErrorsFromIssues(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issueMessage(issue);
  }
  return errors;
}
