import { toKobo } from '@marketplace/sdk';
import type { CartState, MerchantPart } from './cartState';
import type { PricedLine } from './coupons';
import { splitKobo } from './splitKobo';

/** Splits a part's shipping fee over its lines by weight (by amount when nothing weighs), exactly. */
export function lineShippingKobo(state: CartState, part: MerchantPart): number[] {
  const fee = toKobo(part.shipping?.shippingFee ?? 0);
  const lines = part.lineIndexes.map((i) => state.lines[i]).filter((l): l is PricedLine => !!l);
  const grams = lines.map((l) => Math.round(l.weightKg * 1000) * l.quantity);
  const weights = grams.some((g) => g > 0) ? grams : lines.map((l) => l.lineKobo);
  if (weights.every((w) => w === 0)) return lines.map((_, i) => (i === 0 ? fee : 0));
  return splitKobo(fee, weights);
}
