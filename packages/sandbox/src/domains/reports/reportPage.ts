/** Page size of the paged reports when the call gives no `limit`. */
export const DEFAULT_PAGE_SIZE = 20;

/** A page of `rows` by `limit` (default 20) and `offset` (default 0). */
export function reportPage<T>(rows: T[], query: { limit?: number; offset?: number }): T[] {
  const limit = typeof query.limit === 'number' && query.limit > 0 ? query.limit : DEFAULT_PAGE_SIZE;
  const offset = typeof query.offset === 'number' && query.offset > 0 ? query.offset : 0;
  return rows.slice(offset, offset + limit);
}
