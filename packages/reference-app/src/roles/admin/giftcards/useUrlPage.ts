import { DEFAULT_TABLE_PAGE_SIZES } from '@marketplace/react-hooks';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '../../../app/useSearchParam';

/** What {@link useUrlPage} returns: the page and its size, and the setters that write them to the URL. */
export interface UrlPage {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  setPage(page: number): void;
  setPageSize(size: number): void;
}

/**
 * The page of a list that pages by number (`page`, `limit`: the gift card calls, which `useTable` does
 * not serve) kept in the URL (`?page=2&size=24`, left out at their defaults), so a reload or a shared link
 * shows the same page. A new page size goes back to page 1.
 *
 * @example
 * const paging = useUrlPage();
 * useGetAllGiftCards({ query: { page: paging.page, limit: paging.pageSize } });
 */
export function useUrlPage(): UrlPage {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const asked = Number(params.get('size'));
  const pageSize = DEFAULT_TABLE_PAGE_SIZES.includes(asked) ? asked : (DEFAULT_TABLE_PAGE_SIZES[0] ?? 12);
  return {
    page,
    pageSize,
    pageSizes: DEFAULT_TABLE_PAGE_SIZES,
    setPage: (next) => write({ page: next > 1 ? next : undefined }),
    setPageSize: (size) =>
      write({ size: size === DEFAULT_TABLE_PAGE_SIZES[0] ? undefined : size, page: undefined }),
  };
}

/**
 * Goes back to page 1 when `key` (the period, a filter) changes after the first render: the pages of
 * another period are other rows.
 *
 * @example
 * useFirstPageOn(`${range.startDate}/${range.endDate}`, paging);
 */
export function useFirstPageOn(key: string, paging: Pick<UrlPage, 'page' | 'setPage'>): void {
  const last = useRef(key);
  const { page, setPage } = paging;
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    if (page !== 1) setPage(1);
  }, [key, page, setPage]);
}
