import type { FacetValues } from './useListParams';

/** The brand, rating and discount filters of the filter call's body (`ProductFilter`). */
export interface FacetBody {
  brands?: string[];
  minRating?: number;
  minDiscount?: number;
}

/**
 * The brand, rating and discount filters of a product list (as the URL holds them) as the filter call's
 * body: only those in force.
 *
 * @example
 * facetBody({ brands: ['Samsung'], rating: '4', off: '' }); // { brands: ['Samsung'], minRating: 4 }
 */
export function facetBody(facets: FacetValues): FacetBody {
  return {
    ...(facets.brands.length > 0 ? { brands: [...facets.brands] } : {}),
    ...(facets.rating ? { minRating: Number(facets.rating) } : {}),
    ...(facets.off ? { minDiscount: Number(facets.off) } : {}),
  };
}
