/** The parts of a zod issue the messages use. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  code?: string;
  message: string;
  expected?: string;
  format?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** A request schema: what the contract derives for an operation's body. */
export interface RequestSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

const humanize = (field: string) => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const at = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

const withValue = (value: unknown, path: readonly PropertyKey[], replacement: unknown): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const node = value !== null && typeof value === 'object' ? value : {};
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<PropertyKey, unknown>;
  copy[key] = withValue((node as Record<PropertyKey, unknown>)[key], rest, replacement);
  return copy;
};

/** Whether the field at `path` is an integer: a fraction there is refused as "not an integer". */
function wantsInteger(schema: RequestSchema, body: unknown, path: readonly PropertyKey[]): boolean {
  const probe = schema.safeParse(withValue(body, path, 0.5));
  const same = (issue: SchemaIssue) => issue.path.map(String).join('.') === path.map(String).join('.');
  return !!probe.error?.issues.some((issue) => same(issue) && issue.expected === 'int');
}

const KINDS: Record<string, string> = {
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  number: 'a number',
  int: 'a whole number',
};

/**
 * The issues of a request body as the API's field errors, each naming the field and the real problem:
 * missing (`Quantity is required`), the wrong kind of value (`Quantity must be a whole number` for 1.5 or
 * "2"), too long (`Name must be at most 200 characters`), out of range, not an allowed value.
 *
 * @example
 * fieldErrors(schema, { quantity: 1.5 }, issues); // [{ field: 'quantity', message: 'Quantity must be a whole number' }]
 */
export function fieldErrors(
  schema: RequestSchema,
  body: unknown,
  issues: readonly SchemaIssue[],
): { field: string; message: string }[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const last = issue.path[issue.path.length - 1];
    const name =
      typeof last === 'number'
        ? `${humanize(String(issue.path[issue.path.length - 2] ?? 'item'))} ${last + 1}`
        : humanize(String(last ?? 'body'));
    const value = at(body, issue.path);
    return { field, message: `${name} ${problem(schema, body, issue, value)}` };
  });
}

function problem(schema: RequestSchema, body: unknown, issue: SchemaIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined || value === null) return 'is required';
      const expected =
        issue.expected === 'number' && wantsInteger(schema, body, issue.path) ? 'int' : issue.expected;
      return `must be ${KINDS[expected ?? ''] ?? 'of another type'}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid email address';
      if (issue.format === 'regex') return 'is not in the expected format';
      return `must be a valid ${issue.format ?? 'value'}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array')
        return `must have at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return 'is not one of the allowed values';
    case 'unrecognized_keys':
      return 'has fields the contract does not know';
    default:
      return 'is invalid';
  }
}
