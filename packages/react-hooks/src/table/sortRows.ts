import type { TableSort } from './TableState';

/**
 * @internal Rows sorted by one column, on the client (for operations that have no sort parameter): numbers
 * by value, text in natural order (`item 2` before `item 10`, case aside), booleans false first, and empty
 * values (`null`, `undefined`, `''`) last in either direction. A stable sort: equal rows keep their order.
 *
 * @example
 * sortRows([{ n: 2 }, { n: 10 }], { column: 'n', direction: 'desc' }, (row, c) => row[c]); // [{ n: 10 }, { n: 2 }]
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: TableSort | undefined,
  sortValue: (row: Row, column: string) => unknown,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: sortValue(row, sort.column) }));
  keyed.sort((a, b) => {
    const aEmpty = isEmpty(a.value);
    const bEmpty = isEmpty(b.value);
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
    return sign * compareValues(a.value, b.value) || a.index - b.index;
  });
  return keyed.map((k) => k.row);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || Number.isNaN(value);
}

/**
 * @internal A row's value at a column id, following dots into nested objects (`customer.name`).
 *
 * @example
 * fieldValue({ customer: { name: 'Ada' } }, 'customer.name'); // 'Ada'
 */
export function fieldValue(row: unknown, column: string): unknown {
  let value: unknown = row;
  for (const part of column.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
