import { assertQuantity, type CartLineItem } from './cartEntry';
import { updateCartLine } from './updateCartLine';

/**
 * Adds `by` units (1 by default) to the line with the given {@link cartLineKey} (spec section 4),
 * returning a new list; the input is never mutated. An unknown key returns `items` itself (same
 * reference). Throws a `RangeError` when `by` is not a positive whole number.
 *
 * @example
 * const cart = [{ id: 12, productVariant: { sku: 'TEE-M', quantity: 1 } }];
 * increaseCartItem(cart, '12#sku=TEE-M'); // quantity 2
 * increaseCartItem(cart, '12#sku=TEE-M', 5); // quantity 6
 */
export function increaseCartItem<T extends CartLineItem>(items: readonly T[], key: string, by = 1): T[] {
  assertQuantity(by, 'increaseCartItem: by', 1);
  return updateCartLine(items, key, (quantity) => quantity + by);
}
