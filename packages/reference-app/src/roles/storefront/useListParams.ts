import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '../../app/useSearchParam';
import { positiveInt } from '../../components/product';
import { isProductSort, type ProductSort } from './productSort';

// A page of results is a page of its own: the back button returns to the one before.
const PUSH = { replace: false };

/** The list's state as the URL keeps it: `?page=`, `?q=`, `?min=`, `?max=`, `?sort=`, and the facets. */
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
  /**
   * The brands chosen (`?brand=Samsung&brand=Apple`), a lowest rating (`?rating=4`) and discount (`?off=20`),
   * and pay on delivery (`?pod=1`).
   */
  facets: FacetValues;
}

/** The brand, rating, discount and pay-on-delivery filters as the URL holds them ('' or false for none). */
export interface FacetValues {
  brands: readonly string[];
  rating: string;
  off: string;
  /** Only products whose store accepts pay on delivery. */
  pod: boolean;
}

/** What {@link useListParams} returns. */
export interface ListParamsControls extends ListParams {
  /** Goes to a page (keeps the filters; page 1 leaves `page` out of the URL). */
  setPage(page: number): void;
  /** Sets the filters and goes back to page 1. */
  setFilters(filters: Partial<Pick<ListParams, 'q' | 'min' | 'max'>>): void;
  /** Sets the order and goes back to page 1 (`newest`, the default, leaves `sort` out of the URL). */
  setSort(sort: ProductSort): void;
  /**
   * Sets some of the brand, rating and discount filters and goes back to page 1; with `term`, the search
   * term becomes it too (the results of a corrected search filtered: "samsnug" shown as "samsung").
   */
  setFacets(facets: Partial<FacetValues>, term?: string): void;
  /** Takes every filter off (search within, price, brand, rating, discount, pay on delivery) and goes back to page 1. */
  clearFilters(): void;
  /** Takes the brand, rating, discount and pay-on-delivery filters off (the search term stays), back to page 1. */
  clearFacets(): void;
}

/** Whether any brand, rating, discount or pay-on-delivery filter is in force. */
export const facetsInUse = (facets: FacetValues) =>
  facets.brands.length > 0 || Boolean(facets.rating || facets.off) || facets.pod;

/** A whole number from 1 to `max` as the URL has it, else ''. */
const level = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? String(n) : '';
};

/**
 * A list's page, filters and order as a URL's search parameters hold them: the one reading of them, for
 * the screens ({@link useListParams}) and the server's page data (src/app/ssr/), so both ask for the same
 * page of the same list.
 *
 * @example
 * listParamsFrom(new URLSearchParams('page=2&sort=price-asc&brand=Tecno'));
 * // { page: 2, q: '', min: '', max: '', sort: 'price-asc', facets: { brands: ['Tecno'], rating: '', off: '' } }
 */
export function listParamsFrom(params: URLSearchParams): ListParams {
  const sortParam = params.get('sort');
  const brandKey = params.getAll('brand').join('\n');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    q: params.get('q') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    sort: isProductSort(sortParam) ? sortParam : 'newest',
    facets: {
      brands: brandKey ? [...new Set(brandKey.split('\n'))].slice(0, 20) : [],
      rating: level(params.get('rating'), 5),
      off: level(params.get('off'), 99),
      pod: params.get('pod') === '1',
    },
  };
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
  const [params, setParams] = useSearchParams();
  const write = useSearchParamsWriter();
  const { page, q, min, max, sort, facets: read } = listParamsFrom(params);
  // The same facets object while they stay the same (the lists' keys and effects depend on it).
  const brandKey = read.brands.join('\n');
  const { rating, off, pod } = read;
  const facets = useMemo(
    () => ({ brands: brandKey ? brandKey.split('\n') : [], rating, off, pod }),
    [brandKey, rating, off, pod],
  );

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
  const setFacets = useCallback(
    (next: Partial<FacetValues>, term?: string) =>
      setParams((current) => {
        const params = new URLSearchParams(current);
        params.delete('page');
        if (term !== undefined) params.set('q', term);
        if (next.brands) {
          params.delete('brand');
          for (const brand of next.brands) params.append('brand', brand);
        }
        for (const name of ['rating', 'off'] as const) {
          const value = next[name];
          if (value === undefined) continue;
          if (value) params.set(name, value);
          else params.delete(name);
        }
        if (next.pod !== undefined) {
          if (next.pod) params.set('pod', '1');
          else params.delete('pod');
        }
        return params;
      }, PUSH),
    [setParams],
  );
  const clearFacets = useCallback(
    () =>
      write({ page: undefined, brand: undefined, rating: undefined, off: undefined, pod: undefined }, PUSH),
    [write],
  );
  const clearFilters = useCallback(
    () =>
      write(
        {
          page: undefined,
          q: undefined,
          min: undefined,
          max: undefined,
          brand: undefined,
          rating: undefined,
          off: undefined,
          pod: undefined,
        },
        PUSH,
      ),
    [write],
  );
  return useMemo(
    () => ({
      page,
      q,
      min,
      max,
      sort,
      facets,
      setPage,
      setFilters,
      setSort,
      setFacets,
      clearFilters,
      clearFacets,
    }),
    [page, q, min, max, sort, facets, setPage, setFilters, setSort, setFacets, clearFilters, clearFacets],
  );
}
