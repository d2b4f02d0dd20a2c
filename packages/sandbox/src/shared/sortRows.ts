import type { FieldError } from '@marketplace/sdk';

const SORT = /^([A-Za-z][A-Za-z0-9_.]*):(asc|desc)$/;

/** The value at a dotted path of a row (`deliveryAddress.fullName`). */
export function fieldAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * A list sorted by the contract's `sort` parameter (`<field>:asc|desc`, the common Sort parameter), before
 * paging: `isField` says which fields the rows have (the SDK's SORT_FIELDS, from the contract), `readValue` reads a row's value
 * where the stored row differs from what the API sends (default: the dotted path). Rows without a value go
 * last in either direction; ties keep the incoming order (the list's default, newest first). No sort: the
 * rows as they are. A malformed sort or an unknown field is a 422 error on `sort`.
 *
 * @example
 * const sorted = sortRows(rows, query.sort, (f) => SORT_FIELDS.Order.includes(f));
 * if (!Array.isArray(sorted)) return invalid([sorted]);
 */
export function sortRows<T>(
  rows: T[],
  sort: unknown,
  isField: (field: string) => boolean,
  readValue: (row: T, field: string) => unknown = fieldAt,
): T[] | FieldError {
  if (sort === undefined || sort === '') return rows;
  const match = typeof sort === 'string' ? SORT.exec(sort) : null;
  if (!match) return { field: 'sort', message: 'Sort must be <field>:asc or <field>:desc' };
  const field = match[1] as string;
  if (!isField(field)) return { field: 'sort', message: `The list cannot be sorted by ${field}` };
  const sign = match[2] === 'desc' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, value: readValue(row, field) }));
  keyed.sort((a, b) => {
    const aMissing = a.value === undefined || a.value === null || a.value === '';
    const bMissing = b.value === undefined || b.value === null || b.value === '';
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    return sign * compare(a.value, b.value);
  });
  return keyed.map((k) => k.row);
}
