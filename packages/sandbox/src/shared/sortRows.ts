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
 * paging: `isField` says which fields the rows have (the entity's schema), `readValue` reads a row's value
 * where the stored row differs from what the API sends (default: the dotted path). Rows without a value go
 * last in either direction; ties keep the incoming order (the list's default, newest first). No sort: the
 * rows as they are. A malformed sort or an unknown field is a 422 error on `sort`.
 *
 * @example
 * const sorted = sortRows(rows, query.sort, (f) => f in OrderSchema.shape);
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

/**
 * Whether a dotted field names a field of an entity schema (a zod object's `shape`; nested objects are
 * followed through their own shapes, wrappers such as optional or nullable unwrapped).
 *
 * @example
 * schemaHasField(OrderSchema, 'deliveryAddress.fullName'); // true
 */
export function schemaHasField(schema: unknown, field: string): boolean {
  let current: unknown = schema;
  for (const part of field.split('.')) {
    const shape = shapeOf(current);
    if (!shape || !(part in shape)) return false;
    current = shape[part];
  }
  return true;
}

function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  let current = schema as
    | { shape?: Record<string, unknown>; _zod?: { def?: { innerType?: unknown; options?: unknown[] } } }
    | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape) return current.shape;
    const def = current._zod?.def;
    const inner = def?.innerType ?? def?.options?.find((o) => shapeOf(o));
    current = inner as typeof current;
  }
  return undefined;
}
