import type { MarketplaceError } from '@marketplace/sdk';
import { issueMessage, pathKey, type SchemaIssue } from '../../forms/issueMessage';

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com';

/** The part of a Standard Schema read here (`operationRequestSchemas.<id>()` of `@marketplace/sdk/schemas`). */
interface ContractSchema {
  readonly '~standard': {
    readonly validate: (value: unknown) => unknown;
  };
}

interface ContractResult {
  value?: unknown;
  issues?: readonly SchemaIssue[];
}

type FormResult<Out> =
  | { readonly value: Out; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly path: readonly PropertyKey[] }[] };

/** A Standard Schema (what `standardSchemaResolver` takes) from a form's values to a request body. */
export interface FormSchema<Values, Body> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Promise<FormResult<Body>>;
    readonly types?: { readonly input: Values; readonly output: Body } | undefined;
  };
}

/** Options of {@link contractSchema}. */
export interface ContractSchemaOptions<Values, Body> {
  /** Each field's label on screen, so messages name what the person sees. */
  labels: Partial<Record<keyof Values & string, string>>;
  /** The request body the form's values make (trimmed, numbers parsed, ids added). */
  toBody: (values: Values) => Body;
  /** The form field of each body field whose name differs (`{ minPrice: 'min' }`). */
  fieldOf?: Partial<Record<string, keyof Values & string>>;
  /** Checks across fields the contract cannot express, by form field. */
  check?: (body: Body) => readonly { field: keyof Values & string; message: string }[];
}

/**
 * A Standard Schema for `standardSchemaResolver` made from one of the contract's request schemas: the
 * form's values become the request body (`toBody`), the body is checked with the same rules the server
 * answers 422 with, and each problem is worded for people and put on the form field it came from. On
 * success the resolver hands the body to `handleSubmit`.
 *
 * @example
 * const resolver = standardSchemaResolver(
 *   contractSchema(operationRequestSchemas.sendContactMessage(), {
 *     labels: { fullName: 'Your name', email: 'Email address', message: 'Message' },
 *     toBody: (v) => ({ fullName: v.fullName.trim(), email: v.email.trim(), message: v.message.trim() }),
 *   }),
 * );
 */
export function contractSchema<Values extends object, Body>(
  schema: ContractSchema,
  options: ContractSchemaOptions<Values, Body>,
): FormSchema<Values, Body> {
  const labels = options.labels as Record<string, string | undefined>;
  return {
    '~standard': {
      version: 1,
      vendor: 'marketplace-storefront',
      validate: async (input): Promise<FormResult<Body>> => {
        const values = input as Values;
        const body = options.toBody(values);
        const result = (await schema['~standard'].validate(body)) as ContractResult;
        const issues: { message: string; path: string[] }[] = [];
        for (const issue of result.issues ?? []) {
          const bodyField = String(pathKey(issue.path?.[0] ?? ''));
          const field = options.fieldOf?.[bodyField] ?? bodyField;
          if (issues.some((i) => i.path[0] === field)) continue;
          const value = (body as Record<string, unknown>)[bodyField];
          issues.push({
            path: [field],
            message: issueMessage(issue, labels[field] ?? 'This field', value, EMAIL_MESSAGE),
          });
        }
        for (const extra of options.check?.(body) ?? []) {
          if (!issues.some((i) => i.path[0] === extra.field))
            issues.push({ path: [extra.field], message: extra.message });
        }
        return issues.length > 0 ? { issues } : { value: body };
      },
    },
  };
}

/**
 * The server's message for one field of a failed call (its 422 `errors` list), if any.
 *
 * @example
 * <Field label="Email" error={errors.email?.message ?? serverFieldError(send.error, 'email')}>…</Field>
 */
export function serverFieldError(error: MarketplaceError | undefined, field: string): string | undefined {
  return error?.fieldErrors.find((e) => e.field === field || e.field?.startsWith(`${field}.`))?.message;
}

/**
 * Whether a failed call's errors are all about fields the form shows (so no separate message is needed).
 *
 * @example
 * onlyFieldErrors(error, ['email', 'message']); // true for a 422 on those fields
 */
export function onlyFieldErrors(error: MarketplaceError | undefined, fields: readonly string[]): boolean {
  return (
    !!error &&
    error.fieldErrors.length > 0 &&
    error.fieldErrors.every(
      (e) => e.field !== undefined && fields.some((f) => e.field === f || e.field?.startsWith(`${f}.`)),
    )
  );
}
