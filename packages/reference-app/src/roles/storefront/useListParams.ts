import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '../../app/useSearchParam';
import { positiveInt } from '../../components/product';
import { isProductSort, type ProductSort } from './productSort';

// A page of results is a page of its own: the back button returns to the one before.
const PUSH = { replace: false };

/** The list's state as the URL keeps it: `?page=`, `?q=`, `?min=`, `?max=`, `?sort=`. */
export interface ListParams {
  /** The page, counting from 1. */
  page: number;
  /** The search term ('' for none). */
  q: string;
  /** Lowest and highest price in naira, as typed ('' for none). */
  min: string;
  max: string;
  /** The order of the list (`newest` when the URL has none or an unknown one). */
  sort: ProductSort;
}

/** What {@link useListParams} returns. */
export interface ListParamsControls extends ListParams {
  /** Goes to a page (keeps the filters; page 1 leaves `page` out of the URL). */
  setPage(page: number): void;
  /** Sets the filters and goes back to page 1. */
  setFilters(filters: Partial<Pick<ListParams, 'q' | 'min' | 'max'>>): void;
  /** Sets the order and goes back to page 1 (`newest`, the default, leaves `sort` out of the URL). */
  setSort(sort: ProductSort): void;
}

/**
 * A list's page and filters in the URL, so that a page of results can be shared, bookmarked and reached
 * with the browser's back button.
 *
 * @example
 * const { page, setPage } = useListParams();
 * useGetAllCustomerProducts({ query: { limit: 12, offset: (page - 1) * 12 } });
 */
export function useListParams(): ListParamsControls {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const page = positiveInt(params.get('page')) ?? 1;
  const q = params.get('q') ?? '';
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const sortParam = params.get('sort');
  const sort = isProductSort(sortParam) ? sortParam : 'newest';

  const setPage = useCallback((next: number) => write({ page: next > 1 ? next : undefined }, PUSH), [write]);
  const setFilters = useCallback(
    (filters: Partial<Pick<ListParams, 'q' | 'min' | 'max'>>) =>
      write(
        {
          page: undefined,
          ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value?.trim()])),
        },
        PUSH,
      ),
    [write],
  );
  const setSort = useCallback(
    (next: ProductSort) => write({ page: undefined, sort: next === 'newest' ? undefined : next }, PUSH),
    [write],
  );
  return useMemo(
    () => ({ page, q, min, max, sort, setPage, setFilters, setSort }),
    [page, q, min, max, sort, setPage, setFilters, setSort],
  );
}
