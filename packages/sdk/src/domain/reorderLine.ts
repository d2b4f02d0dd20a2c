import type { CartLineVariant } from './cartLineKey';
import { cartLineKey } from './cartLineKey';
import { type StockFields, stockLimit } from './stockLimit';

/** What {@link reorderLine} reads of an order's line: the product, how many, and the variant bought. */
export interface ReorderedItem {
  productId: number;
  quantity: number;
  productVariants?: readonly (CartLineVariant & { quantity?: number | null })[] | null;
}

/** Why a line of a past order cannot go back into the cart. */
export type ReorderProblem = 'unavailable' | 'variantGone' | 'soldOut';

/** One line of "Buy again": what to add (fewer units than before when the stock is short), or why not. */
export type ReorderLine<V> =
  | { add: true; variant: V | undefined; quantity: number; limited: boolean }
  | { add: false; problem: ReorderProblem };

const identity = (variant: CartLineVariant) => cartLineKey({ id: '', productVariant: variant });

/**
 * What "Buy again" does with one line of a delivered order, given the product as the catalogue sells it
 * now (`undefined` when it is no longer sold): the same variant (found by its sku, else its size and
 * colour) and quantity, cut to the stock ({@link stockLimit}); nothing when the product is gone
 * (`unavailable`), when the variant bought is no longer offered (`variantGone`) or when none is left
 * (`soldOut`). A product bought without a variant is bought again without one.
 *
 * @example
 * reorderLine({ productId: 5, quantity: 3 }, { quantity: 2, whenSoldOut: 'Stop selling' });
 * // { add: true, variant: undefined, quantity: 2, limited: true }
 * reorderLine({ productId: 5, quantity: 1 }, undefined); // { add: false, problem: 'unavailable' }
 */
export function reorderLine<V extends CartLineVariant & { quantity?: number | null }>(
  item: ReorderedItem,
  product: (StockFields & { productVariant?: { variant?: readonly V[] | null } | null }) | undefined,
): ReorderLine<V> {
  if (!product) return { add: false, problem: 'unavailable' };
  const bought = item.productVariants?.[0];
  const offered = (product.productVariant?.variant ?? []) as readonly V[];
  let variant: V | undefined;
  if (bought && offered.length > 0) {
    const wanted = identity(bought);
    variant = offered.find((v) => identity(v) === wanted);
    if (!variant) return { add: false, problem: 'variantGone' };
  }
  const stock = stockLimit(product, variant);
  if (stock === 0) return { add: false, problem: 'soldOut' };
  const quantity = stock === undefined ? item.quantity : Math.min(item.quantity, stock);
  return { add: true, variant, quantity, limited: quantity < item.quantity };
}
