import { assertQuantity, type CartEntry } from './cartEntry';
import { fromKobo, toKobo } from './money';

/**
 * The cart total in naira (spec section 4): the sum over the lines of quantity times the first pricing's
 * `sellingPrice`. Each unit price is first rounded to whole kobo (half away from zero), the price the
 * shopper sees, and the sum is then exact in kobo, so the total always has at most 2 decimals and equals
 * the sum of the displayed line amounts. A line with no pricing counts 0.
 *
 * Throws a `RangeError` for a quantity that is not a whole number of units, a non-finite price, or a
 * total too large to count exactly in kobo.
 *
 * @example
 * cartTotal([
 *   { id: 1, productVariant: { quantity: 3 }, pricing: [{ sellingPrice: 0.1 }] },
 *   { id: 2, productVariant: { quantity: 1 }, pricing: [{ sellingPrice: 0.2 }] },
 * ]); // 0.5 (not 0.5000000000000001)
 */
export function cartTotal<T extends Pick<CartEntry, 'productVariant' | 'pricing'>>(
  items: readonly T[],
): number {
  let kobo = 0;
  for (const item of items) {
    const quantity = assertQuantity(item.productVariant.quantity, 'cartTotal: quantity', 0);
    const price = item.pricing?.[0]?.sellingPrice;
    if (price === undefined) continue;
    kobo += quantity * toKobo(price);
  }
  if (!Number.isSafeInteger(kobo))
    throw new RangeError('cartTotal: the total is too large to compute exactly');
  return fromKobo(kobo);
}
