import { issueMessage, pathKey, type SchemaIssue } from '../../forms/issueMessage';

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
      | { value?: unknown; issues?: readonly SchemaIssue[] }
      | Promise<{ value?: unknown; issues?: readonly SchemaIssue[] }>;
  };
}

/** Options of {@link readableSchema}. */
export interface ReadableSchemaOptions<In> {
  /** The label each field has on screen, so that messages name what the person sees. */
  labels: Partial<Record<keyof In & string, string>>;
  /** Checks across fields the contract cannot express (a repeated password). */
  refine?: (values: In) => readonly FormIssue[];
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
          const path = (issue.path ?? []).map(pathKey);
          const field = String(path[0] ?? '');
          const label = labels[field] ?? 'This field';
          issues.push({
            path,
            message: issueMessage(
              issue,
              label,
              (values as Record<string, unknown>)[field],
              'Enter a valid email address',
            ),
          });
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
