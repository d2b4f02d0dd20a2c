import { assertQuantity, type CartLineItem, withQuantity } from './cartEntry';
import { cartLineKey } from './cartLineKey';

/**
 * The shared step of the quantity reducers: a new list where the line with `key` has the quantity that
 * `next` gives from its current one, and is gone when that is 0 or less. An unknown key returns `items`
 * itself (same reference), so a caller can tell that nothing changed.
 *
 * @example
 * const items = [{ id: 1, productVariant: { sku: 'A', quantity: 2 } }];
 * updateCartLine(items, '1#sku=A', (q) => q + 1); // [{ id: 1, productVariant: { sku: 'A', quantity: 3 } }]
 * updateCartLine(items, 'nope', (q) => q + 1) === items; // true
 */
export function updateCartLine<T extends CartLineItem>(
  items: readonly T[],
  key: string,
  next: (quantity: number) => number,
): T[] {
  const index = items.findIndex((line) => cartLineKey(line) === key);
  if (index === -1) return items as T[];
  const line = items[index] as T;
  const quantity = next(assertQuantity(line.productVariant.quantity, 'cart line quantity', 0));
  if (quantity <= 0) return items.filter((_, i) => i !== index);
  assertQuantity(quantity, 'cart line quantity', 1);
  return items.map((item, i) => (i === index ? withQuantity(line, quantity) : item));
}
