import { assertQuantity, type CartEntry } from './cartEntry';

/**
 * The number of units in the cart (the badge on the cart icon): the sum of the lines' quantities.
 * Throws a `RangeError` for a quantity that is not a whole number of units.
 *
 * @example
 * cartQuantity([
 *   { id: 1, productVariant: { sku: 'A', quantity: 2 } },
 *   { id: 1, productVariant: { sku: 'B', quantity: 1 } },
 * ]); // 3
 */
export function cartQuantity<T extends Pick<CartEntry, 'productVariant'>>(items: readonly T[]): number {
  let units = 0;
  for (const item of items)
    units += assertQuantity(item.productVariant.quantity, 'cartQuantity: quantity', 0);
  return units;
}
