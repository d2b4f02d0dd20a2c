import type { LoadStatus } from '@marketplace/react-hooks';
import { useCallback, useEffect, useRef } from 'react';

/** What {@link useFetchAllPages} reads of a `use<Operation>Pages` result. */
export interface PagesSource<Row> {
  rows: Row[];
  hasMore: boolean;
  loadMore(): void;
  status: LoadStatus;
  error?: { message: string } | null;
  isLoadingMore: boolean;
}

interface Pending<Row> {
  resolve(rows: readonly Row[]): void;
  reject(error: unknown): void;
  onProgress(rowsSoFar: number): void;
}

/**
 * An `ExportCsvButton`'s `fetchAll` over a generated paged hook (`use<Operation>Pages`), so an export of
 * every row goes through the hooks like the screen's table: the screen keeps the pages hook skipped (`null`
 * init) until an export asks (`setRequested(true)`); the pages then load one after another, the rows so far
 * are reported, and the promise resolves with all of them (or rejects with the list's error, which the
 * button shows), after which the hook is skipped again.
 *
 * @example
 * const [requested, setRequested] = useState(false);
 * const pages = useGetMerchantTransactionsPages(requested ? { query } : null, { pageSize: 100 });
 * const fetchAll = useFetchAllPages(pages, setRequested);
 * <ExportCsvButton filename="transactions" columns={columns} rows={table.rows} fetchAll={fetchAll} />
 */
export function useFetchAllPages<Row>(
  pages: PagesSource<Row>,
  setRequested: (requested: boolean) => void,
): (onProgress: (rowsSoFar: number) => void) => Promise<readonly Row[]> {
  const pending = useRef<Pending<Row> | null>(null);
  // Runs after each render: moves the export on as pages arrive.
  useEffect(() => {
    const job = pending.current;
    if (!job) return;
    if (pages.status === 'failed') {
      pending.current = null;
      setRequested(false);
      job.reject(new Error(pages.error?.message ?? 'Could not get every row. Try again.'));
      return;
    }
    if (pages.status !== 'succeeded' || pages.isLoadingMore) return;
    job.onProgress(pages.rows.length);
    if (pages.hasMore) {
      pages.loadMore();
      return;
    }
    pending.current = null;
    setRequested(false);
    job.resolve(pages.rows);
  });
  return useCallback(
    (onProgress) =>
      new Promise<readonly Row[]>((resolve, reject) => {
        pending.current = { resolve, reject, onProgress };
        setRequested(true);
      }),
    [setRequested],
  );
}
