/** A page of a paged list: `limit` rows from `offset`. */
export interface ListPage {
  offset: number;
  limit: number;
}

/** The contract's largest page: a list gathered whole is asked 100 rows at a time. */
export const GATHER_PAGE_SIZE = 100;

/**
 * Every row of a paged list (`limit`/`offset`, answers `{ count, rows }`), page after page from offset 0
 * until a page comes back short or the rows reach the answer's `count`; `onProgress` hears the rows
 * gathered after each page. A page that fails rejects the whole with its error (nothing half-gathered is
 * returned), so a bulk action never runs on part of what it was asked for.
 *
 * @example
 * const rows = await gatherPages(
 *   async (page) => (await getAdminProducts(client, { query: { approvalStatus: 'pending', ...page } })).data,
 *   (n) => console.log(`${n} so far`),
 * );
 */
export async function gatherPages<Row>(
  fetchPage: (page: ListPage) => Promise<{ count: number; rows: readonly Row[] }>,
  onProgress?: (rowsSoFar: number) => void,
  pageSize: number = GATHER_PAGE_SIZE,
): Promise<Row[]> {
  if (!(pageSize >= 1)) throw new RangeError(`gatherPages: page size ${pageSize}`);
  const rows: Row[] = [];
  for (;;) {
    // Every page but the last is full: the next one starts where the rows so far end.
    const page = await fetchPage({ offset: rows.length, limit: pageSize });
    rows.push(...page.rows);
    onProgress?.(rows.length);
    if (page.rows.length < pageSize || rows.length >= page.count) return rows;
  }
}
