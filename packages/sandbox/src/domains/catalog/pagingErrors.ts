import type { FieldError } from '@marketplace/sdk';

/** Checks `limit` (1..100) and `offset` (>= 0) of a list; query values arrive parsed as numbers. */
export function pagingErrors(query: { limit?: unknown; offset?: unknown }): FieldError[] {
  const errors: FieldError[] = [];
  const { limit, offset } = query;
  if (
    limit !== undefined &&
    !(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= 100)
  ) {
    errors.push({ field: 'limit', message: 'Limit must be a whole number from 1 to 100' });
  }
  if (offset !== undefined && !(Number.isInteger(offset) && (offset as number) >= 0)) {
    errors.push({ field: 'offset', message: 'Offset must be a whole number of at least 0' });
  }
  return errors;
}

/** Checks optional id filters of a query (positive integers). */
export function idErrors(query: Record<string, unknown>, fields: readonly string[]): FieldError[] {
  return fields
    .filter((f) => query[f] !== undefined && !(Number.isInteger(query[f]) && (query[f] as number) >= 1))
    .map((field) => ({ field, message: `${field} must be a positive whole number` }));
}
