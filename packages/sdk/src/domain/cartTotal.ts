import { assertQuantity, type CartEntry } from './cartEntry';
import { exactDecimal, roundDecimal } from './exactDecimal';

/**
 * The cart total in naira (spec section 4): the sum over the lines of quantity times the first pricing's
 * `sellingPrice`, rounded to 2 decimals. The sum is exact (prices are taken as the decimals they are
 * written as, with any number of decimals) and rounded once, half away from zero: 3 × 0.125 = 0.375 gives
 * 0.38. A line with no pricing counts 0.
 *
 * Throws a `RangeError` for a quantity that is not a whole number of units, a non-finite price, or a
 * total too large to count exactly in kobo.
 *
 * @example
 * cartTotal([
 *   { id: 1, productVariant: { quantity: 3 }, pricing: [{ sellingPrice: 0.1 }] },
 *   { id: 2, productVariant: { quantity: 1 }, pricing: [{ sellingPrice: 0.2 }] },
 * ]); // 0.5 (not 0.5000000000000001)
 * cartTotal([{ id: 1, productVariant: { quantity: 3 }, pricing: [{ sellingPrice: 0.125 }] }]); // 0.38
 */
export function cartTotal<T extends Pick<CartEntry, 'productVariant' | 'pricing'>>(
  items: readonly T[],
): number {
  // Σ quantity × price as units at one common scale (the largest number of decimals seen).
  let units = 0n;
  let scale = 0;
  for (const item of items) {
    const quantity = assertQuantity(item.productVariant.quantity, 'cartTotal: quantity', 0);
    const price = item.pricing?.[0]?.sellingPrice;
    if (price === undefined) continue;
    const decimal = exactDecimal(price);
    if (decimal.scale > scale) {
      units *= 10n ** BigInt(decimal.scale - scale);
      scale = decimal.scale;
    }
    units += BigInt(quantity) * decimal.units * 10n ** BigInt(scale - decimal.scale);
  }
  const kobo = roundDecimal({ units, scale }, 2);
  if (kobo > BigInt(Number.MAX_SAFE_INTEGER) || kobo < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('cartTotal: the total is too large to compute exactly');
  }
  // One correctly rounded division gives the double nearest to the decimal kobo / 100.
  return Number(kobo) / 100;
}
