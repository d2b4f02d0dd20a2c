import { assertQuantity, type CartLineItem } from './cartEntry';
import { updateCartLine } from './updateCartLine';

/**
 * Takes `by` units (1 by default) off the line with the given {@link cartLineKey} (spec section 4),
 * returning a new list; a line reaching 0 (or less) is removed. The input is never mutated. An unknown
 * key returns `items` itself (same reference). Throws a `RangeError` when `by` is not a positive whole
 * number.
 *
 * @example
 * const cart = [{ id: 12, productVariant: { sku: 'TEE-M', quantity: 2 } }];
 * decreaseCartItem(cart, '12#sku=TEE-M'); // quantity 1
 * decreaseCartItem(cart, '12#sku=TEE-M', 2); // []
 */
export function decreaseCartItem<T extends CartLineItem>(items: readonly T[], key: string, by = 1): T[] {
  assertQuantity(by, 'decreaseCartItem: by', 1);
  return updateCartLine(items, key, (quantity) => quantity - by);
}
