import { fromKobo, toKobo } from './money';
import { toScaledInteger } from './toScaledInteger';

/** A bulk change of price: set the selling price, or change it by a percentage (negative lowers it). */
export type PriceChange = { kind: 'set'; amount: number } | { kind: 'percent'; percent: number };

/** One pricing line of a product (the contract's `Pricing`), in naira. */
export interface PriceLine {
  costPrice?: number;
  sellingPrice?: number;
  price?: number;
}

/**
 * A product's pricing line after a bulk change (issue 24), every amount in whole kobo (the SDK's money
 * rules, half away from zero):
 * - `set`: the selling price becomes `amount`; the list price stays when it is above, else follows it
 *   (a list price under the selling price is refused by the contract).
 * - `percent`: the selling price and the list price both move by `percent` (to the hundredth of a
 *   percent), so a reduction keeps its proportion; computed on whole kobo, with no floating-point step.
 * The cost price never changes. Throws a `RangeError` for a negative or non-finite amount, a percentage
 * of -100 or less, or a line without a selling price.
 *
 * @example
 * applyPriceChange({ sellingPrice: 14500, price: 18000 }, { kind: 'percent', percent: 10 });
 * // { sellingPrice: 15950, price: 19800 }
 * applyPriceChange({ sellingPrice: 10.05 }, { kind: 'percent', percent: 10 }); // { sellingPrice: 11.06 }
 * applyPriceChange({ sellingPrice: 900, price: 1000 }, { kind: 'set', amount: 1200.456 });
 * // { sellingPrice: 1200.46, price: 1200.46 }
 */
export function applyPriceChange(line: PriceLine, change: PriceChange): PriceLine {
  if (line.sellingPrice === undefined) throw new RangeError('The product has no selling price.');
  if (change.kind === 'set') {
    if (!Number.isFinite(change.amount) || change.amount < 0) {
      throw new RangeError('Enter a price of 0 or more.');
    }
    const selling = toKobo(change.amount);
    const list = line.price === undefined ? undefined : Math.max(toKobo(line.price), selling);
    return withAmounts(line, selling, list);
  }
  if (!Number.isFinite(change.percent) || change.percent <= -100) {
    throw new RangeError('Enter a percentage above -100.');
  }
  // Hundredths of a percent: the new kobo are kobo × (10000 + basis) / 10000, rounded once.
  const factor = 10000 + toScaledInteger(change.percent, 2);
  if (factor <= 0) throw new RangeError('Enter a percentage above -100.');
  const scale = (kobo: number) => {
    const product = kobo * factor;
    if (!Number.isSafeInteger(product))
      throw new RangeError(`${fromKobo(kobo)} is too large to change exactly.`);
    const whole = Math.floor(product / 10000);
    return whole + (product - whole * 10000 >= 5000 ? 1 : 0);
  };
  return withAmounts(
    line,
    scale(toKobo(line.sellingPrice)),
    line.price === undefined ? undefined : scale(toKobo(line.price)),
  );
}

function withAmounts(line: PriceLine, sellingKobo: number, listKobo: number | undefined): PriceLine {
  return {
    ...line,
    sellingPrice: fromKobo(sellingKobo),
    ...(listKobo === undefined ? {} : { price: fromKobo(listKobo) }),
  };
}
