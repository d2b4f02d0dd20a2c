import type { ListParams } from './useListParams';

/** The filters of a product list as the URL holds them (search term, price range), as typed. */
export type FilterValues = Pick<ListParams, 'q' | 'min' | 'max'>;

/** The filter call's body (`ProductFilter`) for {@link filterBody}. */
export interface FilterBody {
  search?: string;
  minPrice?: number;
  maxPrice?: number;
}

const price = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * The filters of a product list as the filter call's body (`ProductFilter`): the search term, and the
 * price range in naira.
 *
 * @example
 * filterBody({ q: 'rice', min: '1000', max: '' }); // { search: 'rice', minPrice: 1000 }
 */
export function filterBody(values: FilterValues): FilterBody {
  const search = values.q.trim();
  const minPrice = price(values.min);
  const maxPrice = price(values.max);
  return {
    ...(search ? { search } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
  };
}
