import type { CallInit } from '@marketplace/sdk';
import { PAGE_SIZE } from '../../components/product';
import { facetBody } from './facetBody';
import { filterBody } from './filterBody';
import { sortQuery } from './productSort';
import { type FacetValues, facetsInUse, type ListParams } from './useListParams';

/** The list's other filters (search, category, store, price), over which the facet options are counted. */
export type FacetScope = Omit<CallInit<'filterCustomerProducts'>['body'], 'limit' | 'offset' | 'sort'>;

/** The deepest category level a category page lists. */
export type CategoryScope = { categoryId: number } | { subCategoryId: number } | { childCategoryId: number };

/**
 * The calls of one page of a product list: the plain list (`getAllCustomerProducts`) or, when a filter
 * it cannot take is in force, the filter call; one of them is `null`. `facets` is the facet counts' call
 * ({@link facetCountsInit}), `null` when there is no list.
 */
export interface ProductListInits {
  listed: CallInit<'getAllCustomerProducts'> | null;
  filtered: CallInit<'filterCustomerProducts'> | null;
  facets: CallInit<'filterCustomerProducts'> | null;
  /** Whether the filter call answers (a price range, a brand, a rating or a discount is in force). */
  byFilter: boolean;
}

/**
 * The call that counts the brand, rating and discount options of a list (`ProductFacetFilters`): the
 * filter call for one product, with the list's other filters and the facets in force.
 *
 * @example
 * useFilterCustomerProducts(facetCountsInit({ categoryId: 5 }, facets), { keepPreviousData: true });
 */
export function facetCountsInit(scope: FacetScope, facets: FacetValues): CallInit<'filterCustomerProducts'> {
  return { body: { ...scope, ...facetBody(facets), limit: 1, offset: 0 } };
}

const pagingOf = ({ page, sort }: Pick<ListParams, 'page' | 'sort'>) => ({
  limit: PAGE_SIZE,
  offset: (page - 1) * PAGE_SIZE,
  ...sortQuery(sort),
});

/**
 * A category page's product calls for its page, filters and order (the category screen's, and the
 * server's page data: one home for the lists' keys). Without a price range or facet the plain list (with
 * the search within); with one, the filter call, which takes prices.
 *
 * @example
 * const { listed, filtered } = categoryListInits({ categoryId: 5 }, listParamsFrom(url.searchParams));
 */
export function categoryListInits(scope: CategoryScope | undefined, list: ListParams): ProductListInits {
  const filters = filterBody(list);
  const paging = pagingOf(list);
  const byFilter =
    filters.minPrice !== undefined || filters.maxPrice !== undefined || facetsInUse(list.facets);
  return {
    listed:
      scope && !byFilter
        ? { query: { ...scope, ...(filters.search ? { search: filters.search } : {}), ...paging } }
        : null,
    filtered:
      scope && byFilter ? { body: { ...scope, ...filters, ...facetBody(list.facets), ...paging } } : null,
    facets: scope ? facetCountsInit({ ...scope, ...filters }, list.facets) : null,
    byFilter,
  };
}

/**
 * A search's product calls for a term, its page, order and facets (the search screen's, and the
 * server's page data).
 *
 * @example
 * const { listed, filtered } = searchListInits('charger', listParamsFrom(url.searchParams));
 */
export function searchListInits(
  term: string,
  list: Pick<ListParams, 'page' | 'sort' | 'facets'>,
): ProductListInits {
  const paging = pagingOf(list);
  const byFilter = facetsInUse(list.facets);
  return {
    listed: byFilter ? null : { query: { search: term, ...paging } },
    filtered: byFilter ? { body: { search: term, ...facetBody(list.facets), ...paging } } : null,
    facets: facetCountsInit({ search: term }, list.facets),
    byFilter,
  };
}
