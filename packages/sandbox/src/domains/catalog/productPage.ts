/** One page of `rows`: `{ count, rows }` with count = every match. */
export function productPage<T, V>(
  rows: readonly T[],
  query: { limit?: unknown; offset?: unknown },
  defaultLimit: number,
  view: (row: T) => V,
): { count: number; rows: V[] } {
  const limit = typeof query.limit === 'number' ? query.limit : defaultLimit;
  const offset = typeof query.offset === 'number' ? query.offset : 0;
  return { count: rows.length, rows: rows.slice(offset, offset + limit).map(view) };
}
