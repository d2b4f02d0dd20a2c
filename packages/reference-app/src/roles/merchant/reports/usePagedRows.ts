import { useState } from 'react';
import type { TablePaginationProps } from '../../../kit/TablePagination';

/** The page sizes a report's table offers: a month of days, two, or three. */
export const REPORT_PAGE_SIZES = [31, 62, 93] as const;

/** What {@link usePagedRows} returns: the page's rows and what `TablePagination` takes. */
export interface PagedRows<Row> extends TablePaginationProps {
  rows: readonly Row[];
}

/**
 * Pages a report's rows on the client (a report answers all its rows at once): a long period's day table
 * shows a month at a time instead of a page a year long. A page past the end (a shorter period chosen
 * since) shows as the last one.
 *
 * @example
 * const paged = usePagedRows(days.data ?? []);
 * <DataTable rows={paged.rows} footer={<TablePagination {...paged} />} … />
 */
export function usePagedRows<Row>(all: readonly Row[]): PagedRows<Row> {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZES[0]);
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(page, pageCount);
  return {
    rows: all.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    pageSize,
    pageSizes: REPORT_PAGE_SIZES,
    count: all.length,
    onPageChange: setPage,
    onPageSizeChange(size) {
      // Keep the first row on screen in view.
      const first = (current - 1) * pageSize;
      setPageSize(size);
      setPage(Math.floor(first / size) + 1);
    },
  };
}
