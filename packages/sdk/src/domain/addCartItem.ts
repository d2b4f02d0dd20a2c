import { assertQuantity, type CartLineItem } from './cartEntry';
import { cartLineKey } from './cartLineKey';
import { updateCartLine } from './updateCartLine';

/**
 * Adds an item to the cart (spec section 4), returning a new list. When a line with the same
 * {@link cartLineKey} (same product and variant) is already there, the quantities add up and that line
 * keeps its place and its other fields; otherwise the item is appended. The input is never mutated.
 *
 * Throws a `RangeError` when the item's `productVariant.quantity` is not a positive whole number.
 *
 * @example
 * const tee = { id: 12, productVariant: { sku: 'TEE-M', quantity: 1 }, pricing: [{ sellingPrice: 5000 }] };
 * const cart = addCartItem([], tee); // one line of 1
 * addCartItem(cart, { ...tee, productVariant: { sku: 'TEE-M', quantity: 2 } }); // one line of 3
 * addCartItem(cart, { ...tee, productVariant: { sku: 'TEE-L', quantity: 1 } }); // two lines
 */
export function addCartItem<T extends CartLineItem>(items: readonly T[], item: T): T[] {
  const added = assertQuantity(item.productVariant.quantity, 'addCartItem: quantity', 1);
  const key = cartLineKey(item);
  if (!items.some((line) => cartLineKey(line) === key)) return [...items, item];
  return updateCartLine(items, key, (quantity) => quantity + added);
}
