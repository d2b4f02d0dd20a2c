/** `{ count, rows }` of one page by page number (from 1) and limit (default 10). */
export function pageByNumber<T>(rows: T[], page?: number, limit?: number): { count: number; rows: T[] } {
  const size = limit ?? 10;
  const start = ((page ?? 1) - 1) * size;
  return { count: rows.length, rows: rows.slice(start, start + size) };
}
