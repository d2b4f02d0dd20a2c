/** One page of a list as the contract answers it: the rows of the page and the count of every row. */
export interface FetchedPage<Row> {
  count: number;
  rows: readonly Row[];
}

/** Options of {@link fetchEveryPage}. */
export interface FetchEveryPageOptions {
  /** Rows asked for per call; default 100. */
  pageSize?: number;
  /** Told the number of rows fetched so far after each page (`ExportCsvButton` shows it). */
  onProgress?: (rowsSoFar: number) => void;
  /** Stops before the next page when aborted (the screen was left). */
  signal?: AbortSignal;
}

/**
 * Every row of a paged list (`limit`/`offset`, answering `{ count, rows }`): asks page after page until
 * `count` rows are in, or a page comes back short or empty (a list that shrank meanwhile never loops).
 * It is the `fetchAll` of an `ExportCsvButton`, so an export holds every row of the list, not the page on
 * screen.
 *
 * @example
 * const client = useMarketplaceClient();
 * <ExportCsvButton filename="transactions" columns={columns}
 *   fetchAll={(onProgress) => fetchEveryPage((offset, limit) =>
 *     getAdminTransactions(client, { query: { offset, limit } }).then((r) => r.data), { onProgress })} />
 */
export async function fetchEveryPage<Row>(
  fetchPage: (offset: number, limit: number) => Promise<FetchedPage<Row>>,
  { pageSize = 100, onProgress, signal }: FetchEveryPageOptions = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(rows.length, pageSize);
    rows.push(...page.rows);
    onProgress?.(rows.length);
    if (page.rows.length < pageSize || rows.length >= page.count) return rows;
  }
}
