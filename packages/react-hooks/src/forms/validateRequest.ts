import type { operationRequestSchemas } from '@marketplace/sdk/schemas';
import type { FieldErrors } from './FieldErrors';
import { fieldErrorsFromIssues, type SchemaIssue } from './fieldErrorsFromIssues';

/** Operations whose request body the contract gives a schema for. */
export type RequestSchemaId = keyof typeof operationRequestSchemas;

interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

// The schemas (every zod schema of the contract) load on the first check, not when the hooks are
// imported: a page, a server render or a Node script that never submits a form never loads them.
let schemas: Promise<typeof operationRequestSchemas> | undefined;
const loadSchemas = () => {
  schemas ??= import('@marketplace/sdk/schemas').then((module) => module.operationRequestSchemas);
  return schemas;
};

/**
 * Checks a request body against the contract's schema for the operation (`operationRequestSchemas` of
 * `@marketplace/sdk/schemas`, the same the sandbox answers 422 with): `undefined` when it passes, else
 * the errors by field. Asynchronous because the schemas are loaded on the first check only (importing
 * `@marketplace/react-hooks` does not load them).
 *
 * @example
 * await validateRequest('createCoupon', { ...body, startDate: '' }); // { startDate: 'Start date must be a date (YYYY-MM-DD)' }
 */
export async function validateRequest(
  operationId: RequestSchemaId,
  body: unknown,
): Promise<FieldErrors | undefined> {
  const schema = (await loadSchemas())[operationId]() as unknown as SafeParser;
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  return fieldErrorsFromIssues(result.error?.issues ?? []);
}
