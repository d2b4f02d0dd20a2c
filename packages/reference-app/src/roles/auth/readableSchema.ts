/** One problem of a form's values, by field. */
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
}

type Result<Out> = { value: Out; issues?: undefined } | { issues: readonly FormIssue[] };

/** A Standard Schema (what `standardSchemaResolver` takes), typed with the form's own values. */
export interface ReadableSchema<In, Out> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Out> | Promise<Result<Out>>;
    readonly types?: { readonly input: In; readonly output: Out };
  };
}

/** The part of a Standard Schema this module reads (the contract's zod/mini request schemas are ones). */
interface SourceSchema {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) =>
      | { value?: unknown; issues?: readonly SourceIssue[] }
      | Promise<{ value?: unknown; issues?: readonly SourceIssue[] }>;
  };
}

/** A zod issue as it arrives (zod/mini ships no English messages: every `message` is "Invalid input"). */
interface SourceIssue {
  readonly path?: readonly (PropertyKey | { key: PropertyKey })[];
  readonly message: string;
  readonly code?: string;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

/** Options of {@link readableSchema}. */
export interface ReadableSchemaOptions<In> {
  /** The label each field has on screen, so that messages name what the person sees. */
  labels: Partial<Record<keyof In & string, string>>;
  /** Checks across fields the contract cannot express (a repeated password). */
  refine?: (values: In) => readonly FormIssue[];
}

const keyOf = (part: PropertyKey | { key: PropertyKey }) => (typeof part === 'object' ? part.key : part);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function wording(issue: SourceIssue, label: string, value: unknown): string {
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
      return issue.format === 'email' ? 'Enter a valid email address' : `${label} is not valid`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * Wraps one of the contract's request schemas (`operationRequestSchemas.loginCustomer()` of
 * `@marketplace/sdk/schemas`) for `standardSchemaResolver`: the same rules the server answers 422 with,
 * worded for people and naming each field by its label, plus optional checks across fields.
 *
 * @example
 * const resolver = standardSchemaResolver(
 *   readableSchema<LoginValues>(operationRequestSchemas.loginCustomer(), { labels: { email: 'Email address' } }),
 * );
 */
export function readableSchema<In extends object, Out = In>(
  schema: SourceSchema,
  options: ReadableSchemaOptions<In>,
): ReadableSchema<In, Out> {
  const labels = options.labels as Record<string, string | undefined>;
  return {
    '~standard': {
      version: 1,
      vendor: 'marketplace-app',
      validate: async (value) => {
        const values = (value ?? {}) as In;
        const result = await schema['~standard'].validate(values);
        const issues: FormIssue[] = [];
        for (const issue of result.issues ?? []) {
          const path = (issue.path ?? []).map(keyOf);
          const field = String(path[0] ?? '');
          const label = labels[field] ?? 'This field';
          issues.push({ path, message: wording(issue, label, (values as Record<string, unknown>)[field]) });
        }
        const taken = new Set(issues.map((i) => String(i.path[0])));
        for (const extra of options.refine?.(values) ?? []) {
          if (!taken.has(String(extra.path[0]))) issues.push(extra);
        }
        return issues.length > 0 ? { issues } : { value: result.value as Out };
      },
    },
  };
}
