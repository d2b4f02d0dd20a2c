// applyPriceChange: a bulk price change rounded to the kobo. Examples by hand, and properties: the result
// is the exact decimal rounded half away from zero, a list price never falls under the selling price, the
// cost price never moves, and setting is idempotent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPriceChange } from '../../src/domain/applyPriceChange';
import { toKobo } from '../../src/domain/money';

// Exact rational rounding in BigInt: kobo × (10000 + hundredths) / 10000, half away from zero.
function exactScaled(kobo: number, hundredths: number): number {
  const n = BigInt(kobo) * BigInt(10000 + hundredths);
  const q = n / 10000n;
  return Number(n - q * 10000n >= 5000n ? q + 1n : q);
}

const kobo = fc.integer({ min: 0, max: 10_000_000_000 });
const hundredths = fc.integer({ min: -9999, max: 100_000 });

describe('applyPriceChange', () => {
  it('raises ₦14,500 by 10 % to ₦15,950 and the list price ₦18,000 to ₦19,800, cost price kept', () => {
    expect(
      applyPriceChange(
        { costPrice: 9000, sellingPrice: 14500, price: 18000 },
        { kind: 'percent', percent: 10 },
      ),
    ).toEqual({ costPrice: 9000, sellingPrice: 15950, price: 19800 });
  });

  it('rounds to the kobo half away from zero: ₦10.05 + 10 % = ₦11.055 → ₦11.06; ₦0.05 − 10 % = ₦0.045 → ₦0.05', () => {
    expect(applyPriceChange({ sellingPrice: 10.05 }, { kind: 'percent', percent: 10 })).toEqual({
      sellingPrice: 11.06,
    });
    expect(applyPriceChange({ sellingPrice: 0.05 }, { kind: 'percent', percent: -10 })).toEqual({
      sellingPrice: 0.05,
    });
    expect(applyPriceChange({ sellingPrice: 1999.99 }, { kind: 'percent', percent: 12.5 })).toEqual({
      sellingPrice: 2249.99,
    });
  });

  it('sets the selling price to the kobo and lifts a list price under it, keeps one above it', () => {
    expect(applyPriceChange({ sellingPrice: 900, price: 1000 }, { kind: 'set', amount: 1200.456 })).toEqual({
      sellingPrice: 1200.46,
      price: 1200.46,
    });
    expect(applyPriceChange({ sellingPrice: 900, price: 1500 }, { kind: 'set', amount: 1200 })).toEqual({
      sellingPrice: 1200,
      price: 1500,
    });
  });

  it('refuses a negative price, -100 % or less, and a line without a selling price', () => {
    expect(() => applyPriceChange({ sellingPrice: 5 }, { kind: 'set', amount: -1 })).toThrow(RangeError);
    expect(() => applyPriceChange({ sellingPrice: 5 }, { kind: 'percent', percent: -100 })).toThrow(
      'above -100',
    );
    expect(() => applyPriceChange({ sellingPrice: 5 }, { kind: 'percent', percent: Number.NaN })).toThrow(
      RangeError,
    );
    expect(() => applyPriceChange({}, { kind: 'percent', percent: 5 })).toThrow('no selling price');
  });

  it('(property) a percentage change is the exact decimal rounded once to the kobo', () => {
    fc.assert(
      fc.property(kobo, hundredths, (selling, h) => {
        const result = applyPriceChange(
          { sellingPrice: selling / 100 },
          { kind: 'percent', percent: h / 100 },
        );
        expect(toKobo(result.sellingPrice ?? Number.NaN)).toBe(exactScaled(selling, h));
      }),
    );
  });

  it('(property) the list price stays at or above the selling price, and the cost price never moves', () => {
    fc.assert(
      fc.property(kobo, kobo, kobo, hundredths, fc.boolean(), (a, b, cost, h, setIt) => {
        const [selling, list] = a <= b ? [a, b] : [b, a];
        const line = { costPrice: cost / 100, sellingPrice: selling / 100, price: list / 100 };
        const result = applyPriceChange(
          line,
          setIt ? { kind: 'set', amount: b / 100 } : { kind: 'percent', percent: h / 100 },
        );
        expect(result.price ?? 0).toBeGreaterThanOrEqual(result.sellingPrice ?? 0);
        expect(result.costPrice).toBe(line.costPrice);
        expect(Number.isInteger(toKobo(result.sellingPrice ?? 0))).toBe(true);
      }),
    );
  });

  it('(property) setting a price twice gives what setting it once gives', () => {
    fc.assert(
      fc.property(kobo, kobo, fc.double({ min: 0, max: 1e9, noNaN: true }), (selling, list, amount) => {
        const once = applyPriceChange(
          { sellingPrice: selling / 100, price: list / 100 },
          { kind: 'set', amount },
        );
        expect(applyPriceChange(once, { kind: 'set', amount })).toEqual(once);
      }),
    );
  });
});
