import { assertQuantity, type CartLineItem } from './cartEntry';
import { updateCartLine } from './updateCartLine';

/**
 * Sets the quantity of the line with the given {@link cartLineKey} (spec section 4), returning a new
 * list; 0 removes the line. The input is never mutated. An unknown key returns `items` itself (same
 * reference).
 *
 * Throws a `RangeError` for a negative, fractional or non-finite quantity (checked before the key is
 * looked up), so a bad value from a text field is never silently read as 0 and the line lost.
 *
 * @example
 * const cart = [{ id: 12, productVariant: { sku: 'TEE-M', quantity: 1 } }];
 * setCartItemQuantity(cart, '12#sku=TEE-M', 4); // quantity 4
 * setCartItemQuantity(cart, '12#sku=TEE-M', 0); // []
 * setCartItemQuantity(cart, '12#sku=TEE-M', -1); // throws RangeError
 */
export function setCartItemQuantity<T extends CartLineItem>(
  items: readonly T[],
  key: string,
  quantity: number,
): T[] {
  assertQuantity(quantity, 'setCartItemQuantity: quantity', 0);
  return updateCartLine(items, key, () => quantity);
}
