import { assertQuantity, type CartEntry } from './cartEntry';
import { toScaledInteger } from './toScaledInteger';

/**
 * The weight of the cart in kg (what the shipping fee is computed from): the sum of quantity times the
 * unit `weight` over the lines that have one. Unit weights are counted in whole grams (half away from
 * zero) so the sum is exact: three items of 0.1 kg weigh 0.3 kg, not 0.30000000000000004.
 *
 * Throws a `RangeError` for a quantity that is not a whole number of units or a non-finite weight.
 *
 * @example
 * cartWeight([
 *   { id: 1, productVariant: { quantity: 3 }, weight: 0.1 },
 *   { id: 2, productVariant: { quantity: 1 } },
 * ]); // 0.3
 */
export function cartWeight<T extends Pick<CartEntry, 'productVariant' | 'weight'>>(
  items: readonly T[],
): number {
  let grams = 0;
  for (const item of items) {
    const quantity = assertQuantity(item.productVariant.quantity, 'cartWeight: quantity', 0);
    if (item.weight === undefined || item.weight === null) continue;
    grams += quantity * toScaledInteger(item.weight, 3);
  }
  if (!Number.isSafeInteger(grams))
    throw new RangeError('cartWeight: the weight is too large to compute exactly');
  return grams / 1000;
}
