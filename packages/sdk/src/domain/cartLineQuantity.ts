import type { CartLineItem } from './cartEntry';
import { cartLineKey } from './cartLineKey';

/**
 * Units of the line `key` (a {@link cartLineKey}) in the cart, 0 when the cart has no such line: what a
 * product page shows as "in your cart" and what a stock limit counts against.
 *
 * @example
 * const cart = [{ id: 56, productVariant: { sku: 'TEA', quantity: 3 } }];
 * cartLineQuantity(cart, '56#sku=TEA'); // 3
 * cartLineQuantity(cart, '54'); // 0
 */
export function cartLineQuantity(items: readonly CartLineItem[], key: string): number {
  return items.find((line) => cartLineKey(line) === key)?.productVariant.quantity ?? 0;
}
