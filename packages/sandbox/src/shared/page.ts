/**
 * One page of `rows` by `limit` and `offset` (no limit: every row from the offset; negative values count
 * as 0), with the count of all matches.
 */
export function page<T>(rows: T[], query: { limit?: number; offset?: number }): { count: number; rows: T[] } {
  const offset = Math.max(0, query.offset ?? 0);
  const end = query.limit === undefined ? undefined : offset + Math.max(0, query.limit);
  return { count: rows.length, rows: rows.slice(offset, end) };
}
