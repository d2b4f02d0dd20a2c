import type { CartLineItem } from './cartEntry';
import { cartLineKey } from './cartLineKey';

/**
 * Removes the line with the given {@link cartLineKey} from the cart (spec section 4), returning a new
 * list; the input is never mutated. An unknown key returns `items` itself (same reference).
 *
 * @example
 * const cart = [
 *   { id: 12, productVariant: { sku: 'TEE-M', quantity: 1 } },
 *   { id: 12, productVariant: { sku: 'TEE-L', quantity: 2 } },
 * ];
 * removeCartItem(cart, '12#sku=TEE-M'); // [{ id: 12, productVariant: { sku: 'TEE-L', quantity: 2 } }]
 * removeCartItem(cart, '99') === cart; // true
 */
export function removeCartItem<T extends CartLineItem>(items: readonly T[], key: string): T[] {
  // Every line with the key goes, so none is left behind even in a cart stored with duplicates.
  const kept = items.filter((line) => cartLineKey(line) !== key);
  return kept.length === items.length ? (items as T[]) : kept;
}
