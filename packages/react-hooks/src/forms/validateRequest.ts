import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import type { FieldErrors } from './FieldErrors';
import { fieldErrorsFromIssues, type SchemaIssue } from './fieldErrorsFromIssues';

/** Operations whose request body the contract gives a schema for. */
export type RequestSchemaId = keyof typeof operationRequestSchemas;

interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

/**
 * Checks a request body against the contract's schema for the operation (`operationRequestSchemas` of
 * `@marketplace/sdk/schemas`, the same the sandbox answers 422 with): `undefined` when it passes, else
 * the errors by field.
 *
 * @example
 * validateRequest('createCoupon', { ...body, startDate: '' }); // { startDate: 'Start date must be a date (YYYY-MM-DD)' }
 */
export function validateRequest(operationId: RequestSchemaId, body: unknown): FieldErrors | undefined {
  const schema = operationRequestSchemas[operationId]() as unknown as SafeParser;
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  return fieldErrorsFromIssues(result.error?.issues ?? []);
}
