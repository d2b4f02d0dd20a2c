import type { LoadStatus } from '@marketplace/react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The page of a list an export asks for: `limit` rows from `offset`. */
export interface ExportPage {
  offset: number;
  limit: number;
}

/** What {@link usePagedExport} reads of the query hook that fetches the export's pages. */
export interface ExportPageQuery<Row> {
  status: LoadStatus;
  data?: { count: number; rows: readonly Row[] };
  error?: { message: string } | null;
  /** Asks for the page again (a failure kept from an earlier export is asked again, not reported). */
  mutate(): unknown;
}

interface Job<Row> {
  rows: Row[];
  offset: number;
  /** The offset whose rows are in `rows` already (a render may show the same answer twice). */
  taken: number;
  asked: boolean;
  resolve(rows: readonly Row[]): void;
  reject(error: Error): void;
  onProgress(rowsSoFar: number): void;
}

/**
 * Every row of a paged list (`limit`/`offset`, `{ count, rows }`, also a report with totals) through the
 * screen's own query hook, for an `ExportCsvButton`'s `fetchAll`: the screen gives the hook the `page`
 * this returns (`null`, so skipped, until an export asks), and the export moves from page to page as
 * their answers arrive (100 rows each, the contract's largest page), reports the rows so far, and resolves
 * with all of them, or rejects with the list's message, which the button shows. The export stays on the
 * hooks: the same cache, role and session as the table.
 *
 * @example
 * const [page, setPage] = useExportPage();
 * const pageQuery = useGetSettlementReport(page ? { query: { ...period, ...page } } : null);
 * const fetchAll = usePagedExport(pageQuery, page, setPage);
 * <ExportCsvButton filename="settlement-report" columns={columns} fetchAll={fetchAll} />
 */
export function usePagedExport<Row>(
  query: ExportPageQuery<Row>,
  page: ExportPage | null,
  setPage: (page: ExportPage | null) => void,
  pageSize = 100,
): (onProgress: (rowsSoFar: number) => void) => Promise<readonly Row[]> {
  const job = useRef<Job<Row> | null>(null);
  // Runs after each render: takes the page that arrived and asks for the next one.
  useEffect(() => {
    const current = job.current;
    if (!current || !page || page.offset !== current.offset) return;
    if (query.status === 'idle' || query.status === 'loading') {
      current.asked = true;
      return;
    }
    if (query.status === 'failed') {
      if (!current.asked) {
        // The failure of an earlier export, kept with this page: ask again before answering.
        current.asked = true;
        void query.mutate();
        return;
      }
      job.current = null;
      setPage(null);
      current.reject(new Error(query.error?.message ?? 'Could not get every row. Try again.'));
      return;
    }
    const data = query.data;
    if (!data || current.taken === page.offset) return;
    current.taken = page.offset;
    current.rows.push(...data.rows);
    current.onProgress(current.rows.length);
    if (data.rows.length === page.limit && current.rows.length < data.count) {
      current.offset = page.offset + page.limit;
      current.asked = false;
      setPage({ offset: current.offset, limit: page.limit });
      return;
    }
    job.current = null;
    setPage(null);
    current.resolve(current.rows);
  });
  return useCallback(
    (onProgress) =>
      new Promise<readonly Row[]>((resolve, reject) => {
        job.current = { rows: [], offset: 0, taken: -1, asked: false, resolve, reject, onProgress };
        setPage({ offset: 0, limit: pageSize });
      }),
    [setPage, pageSize],
  );
}

/**
 * The state of the page an export asks for, for {@link usePagedExport}: `null` while no export runs.
 *
 * @example
 * const [page, setPage] = useExportPage();
 */
export function useExportPage(): [ExportPage | null, (page: ExportPage | null) => void] {
  return useState<ExportPage | null>(null);
}

/**
 * "Export all" of a paged list or report in one call: every row matching `query`, page by page through
 * the screen's own query hook (`useList`), for an `ExportCsvButton`'s `fetchAll` (see
 * {@link usePagedExport}). `useList` is asked nothing (`null`) until an export runs.
 *
 * @example
 * const fetchAll = useExportAll(useGetSettlementReport, { startDate, endDate });
 * <ExportCsvButton filename="settlement-report" columns={columns} fetchAll={fetchAll} />
 */
export function useExportAll<Query extends object, Row>(
  useList: (args: { query: Query & ExportPage } | null) => ExportPageQuery<Row>,
  query: Query,
): (onProgress: (rowsSoFar: number) => void) => Promise<readonly Row[]> {
  const [page, setPage] = useExportPage();
  const pages = useList(page ? { query: { ...query, ...page } } : null);
  return usePagedExport(pages, page, setPage);
}
