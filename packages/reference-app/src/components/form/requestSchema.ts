import type { OperationId } from '@marketplace/sdk';
import type { operationRequestSchemas } from '@marketplace/sdk/schemas';
import type { SchemaIssue } from './issueMessage';

/** The operations whose request body the contract gives a JSON schema for (multipart ones have none). */
export type RequestSchemaOperation = keyof typeof operationRequestSchemas & OperationId;

/** The part of a Standard Schema the forms read (`operationRequestSchemas.<id>()` is one). */
export interface RequestSchema {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value?: unknown; readonly issues?: readonly SchemaIssue[] }
      | Promise<{ readonly value?: unknown; readonly issues?: readonly SchemaIssue[] }>;
  };
}

type Factories = Partial<Record<string, () => RequestSchema>>;

let loading: Promise<Factories> | undefined;
const built = new Map<string, RequestSchema | undefined>();

/**
 * The contract's request schema of an operation (`@marketplace/sdk/schemas`, the rules the server answers
 * 422 with), or `undefined` when the contract gives its body no JSON schema (a multipart upload). The one
 * loader of the app's forms: the schemas (every zod schema of the API, about 11 kB gzip) load with the
 * first check, so no page pays for them before a form is submitted; a failed load is tried again on the
 * next check.
 *
 * @example
 * const schema = await loadRequestSchema('createApprover');
 * const result = await schema?.['~standard'].validate(body);
 */
export async function loadRequestSchema(operation: OperationId): Promise<RequestSchema | undefined> {
  if (built.has(operation)) return built.get(operation);
  loading ??= import('@marketplace/sdk/schemas').then(
    (module) => module.operationRequestSchemas as unknown as Factories,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  const schema = (await loading)[operation]?.();
  built.set(operation, schema);
  return schema;
}
