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
  /** Asks for the loaded pages again. */
  refresh(): void;
}

interface Pending<Row> {
  resolve(rows: readonly Row[]): void;
  reject(error: unknown): void;
  onProgress(rowsSoFar: number): void;
  /** Whether the list has loaded (or asked again) since this export began. */
  fetched: boolean;
}

/**
 * An `ExportCsvButton`'s `fetchAll` over a generated paged hook (`use<Operation>Pages`), so an export of
 * every row goes through the hooks like the screen's table: the screen keeps the pages hook skipped (`null`
 * init) until an export asks (`setRequested(true)`); the pages then load one after another, the rows so far
 * are reported, and the promise resolves with all of them (or rejects with the list's error, which the
 * button shows), after which the hook is skipped again. A failure kept from an earlier export is asked
 * again rather than reported; rows kept from an earlier export are used as SWR keeps them (and refreshed
 * in the background).
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
    if (pages.status === 'loading' || pages.isLoadingMore) {
      job.fetched = true;
      return;
    }
    if (pages.status === 'failed' && !job.fetched) {
      // The failure of an earlier export, kept with the list: ask again before answering this one.
      job.fetched = true;
      pages.refresh();
      return;
    }
    if (pages.status === 'failed') {
      pending.current = null;
      setRequested(false);
      job.reject(new Error(pages.error?.message ?? 'Could not get every row. Try again.'));
      return;
    }
    if (pages.status !== 'succeeded') return;
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
        pending.current = { resolve, reject, onProgress, fetched: false };
        setRequested(true);
      }),
    [setRequested],
  );
}
