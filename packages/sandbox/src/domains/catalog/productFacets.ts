import type { ProductRow } from '../../db/core';
import { discountFraction } from './discountFraction';
import type { ProductFacets } from './types';

/** The lowest ratings and discounts a shopper can filter by (the contract's `ProductFacets`). */
const RATING_LEVELS = [4, 3, 2, 1] as const;
const DISCOUNT_LEVELS = [10, 20, 30, 50] as const;

/**
 * The filters with options and counts: brands, a lowest rating, a lowest discount (percent), and pay on
 * delivery (true: only products whose store accepts it).
 */
export interface FacetFilters {
  brands?: readonly string[];
  minRating?: number;
  minDiscount?: number;
  payOnDelivery?: boolean;
}

/** What the facet filters need to know of a product beyond its row: its average rating, its store's choice. */
export interface FacetLookups {
  ratingOf: (product: ProductRow) => number | undefined;
  payOnDeliveryOf: (product: ProductRow) => boolean;
}

const sameBrand = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the product passes each facet filter, one test per facet. */
function tests(filters: FacetFilters, { ratingOf, payOnDeliveryOf }: FacetLookups) {
  const { brands = [], minRating, minDiscount, payOnDelivery } = filters;
  return {
    brand: (p: ProductRow) =>
      brands.length === 0 || brands.some((b) => p.brand !== undefined && sameBrand(b, p.brand)),
    rating: (p: ProductRow) => minRating === undefined || (ratingOf(p) ?? 0) >= minRating,
    // At least `minDiscount` percent off: compared as the fraction, so 10% off passes "10%" exactly.
    discount: (p: ProductRow) => minDiscount === undefined || discountFraction(p) * 100 >= minDiscount - 1e-9,
    payOnDelivery: (p: ProductRow) => payOnDelivery !== true || payOnDeliveryOf(p),
  };
}

/**
 * The products of `rows` that pass every facet filter.
 *
 * @example
 * const shown = applyFacetFilters(rows, { brands: ['Samsung'], minRating: 4 }, lookups);
 */
export function applyFacetFilters(rows: readonly ProductRow[], filters: FacetFilters, lookups: FacetLookups) {
  const pass = tests(filters, lookups);
  return rows.filter((p) => pass.brand(p) && pass.rating(p) && pass.discount(p) && pass.payOnDelivery(p));
}

/**
 * The counts of each filter option over `rows` (the products matching the list's other filters: search,
 * category, store, price): each facet counted with the other facets' choices applied and its own left out,
 * so that choosing one brand still shows what the others have. Brands most products first, then by name;
 * rating and discount levels that find nothing are left out; `payOnDelivery` counts the products whose store
 * accepts it.
 *
 * @example
 * productFacets(rows, { brands: ['Samsung'] }, lookups).brands; // [{ value: 'Samsung', count: 2 }, …]
 */
export function productFacets(
  rows: readonly ProductRow[],
  filters: FacetFilters,
  lookups: FacetLookups,
): ProductFacets {
  const { ratingOf, payOnDeliveryOf } = lookups;
  const pass = tests(filters, lookups);
  const brands = new Map<string, number>();
  for (const p of rows) {
    if (!p.brand || !pass.rating(p) || !pass.discount(p) || !pass.payOnDelivery(p)) continue;
    // One entry per brand however merchants spell its case: the first spelling met names it.
    const key = [...brands.keys()].find((b) => sameBrand(b, p.brand as string)) ?? p.brand.trim();
    brands.set(key, (brands.get(key) ?? 0) + 1);
  }
  const rated = rows.filter((p) => pass.brand(p) && pass.discount(p) && pass.payOnDelivery(p));
  const discounted = rows.filter((p) => pass.brand(p) && pass.rating(p) && pass.payOnDelivery(p));
  const levels = (list: readonly number[], count: (level: number) => number) =>
    list.map((level) => ({ value: String(level), count: count(level) })).filter((f) => f.count > 0);
  return {
    brands: [...brands]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    ratings: levels(RATING_LEVELS, (level) => rated.filter((p) => (ratingOf(p) ?? 0) >= level).length),
    discounts: levels(
      DISCOUNT_LEVELS,
      (level) => discounted.filter((p) => discountFraction(p) * 100 >= level - 1e-9).length,
    ),
    payOnDelivery: rows.filter(
      (p) => pass.brand(p) && pass.rating(p) && pass.discount(p) && payOnDeliveryOf(p),
    ).length,
  };
}
