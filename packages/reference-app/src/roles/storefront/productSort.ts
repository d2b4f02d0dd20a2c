/** The orders of a product list the contract knows (`ProductSort`, inferred). */
export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'discount';

/** The orders shoppers can choose, with the words the sort menu shows. */
export const PRODUCT_SORTS: readonly { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'discount', label: 'Biggest discount' },
];

/**
 * Whether a value (a URL parameter) is one of the orders.
 *
 * @example
 * isProductSort('price-asc'); // true
 */
export function isProductSort(value: unknown): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort.value === value);
}

interface Priced {
  id: number;
  pricing: readonly { sellingPrice: number; price?: number }[];
}

const selling = (p: Priced) => p.pricing[0]?.sellingPrice ?? 0;

/**
 * The percent off the list price a product shows (`-25%`), rounded; 0 when it is not discounted.
 *
 * @example
 * discountPercent({ id: 1, pricing: [{ sellingPrice: 7500, price: 10000 }] }); // 25
 */
export function discountPercent(product: Priced): number {
  const { sellingPrice = 0, price = 0 } = product.pricing[0] ?? {};
  return price > sellingPrice ? Math.round(((price - sellingPrice) / price) * 100) : 0;
}

/**
 * A whole list sorted the way the server sorts pages (for lists that arrive complete, such as a store's
 * products): by selling price either way or biggest discount; `newest` keeps the server's order
 * (newest first), and so do ties.
 *
 * @example
 * sortProducts(rows, 'price-asc');
 */
export function sortProducts<T extends Priced>(rows: readonly T[], sort: ProductSort): T[] {
  const exactDiscount = (p: Priced) => {
    const { sellingPrice = 0, price = 0 } = p.pricing[0] ?? {};
    return price > sellingPrice ? (price - sellingPrice) / price : 0;
  };
  const compare: Record<ProductSort, (a: T, b: T) => number> = {
    newest: () => 0,
    'price-asc': (a, b) => selling(a) - selling(b),
    'price-desc': (a, b) => selling(b) - selling(a),
    discount: (a, b) => exactDiscount(b) - exactDiscount(a),
  };
  // Array.prototype.sort is stable, so ties keep the server's newest-first order.
  return [...rows].sort(compare[sort]);
}

/** The `sort` a list call sends: none for the default order, so the URL and cache keys stay short. */
export function sortQuery(sort: ProductSort): { sort?: ProductSort } {
  return sort === 'newest' ? {} : { sort };
}
