import type { FacetValues } from './useListParams';

/** The brand, rating, discount and pay-on-delivery filters of the filter call's body (`ProductFilter`). */
export interface FacetBody {
  brands?: string[];
  minRating?: number;
  minDiscount?: number;
  payOnDelivery?: true;
}

/**
 * The brand, rating, discount and pay-on-delivery filters of a product list (as the URL holds them) as the
 * filter call's body: only those in force.
 *
 * @example
 * facetBody({ brands: ['Samsung'], rating: '4', off: '', pod: false }); // { brands: ['Samsung'], minRating: 4 }
 * facetBody({ brands: [], rating: '', off: '', pod: true }); // { payOnDelivery: true }
 */
export function facetBody(facets: FacetValues): FacetBody {
  return {
    ...(facets.brands.length > 0 ? { brands: [...facets.brands] } : {}),
    ...(facets.rating ? { minRating: Number(facets.rating) } : {}),
    ...(facets.off ? { minDiscount: Number(facets.off) } : {}),
    ...(facets.pod ? { payOnDelivery: true as const } : {}),
  };
}
