import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartQuantity } from '../../src/domain/cartQuantity';
import { cartTotal } from '../../src/domain/cartTotal';
import { cartWeight } from '../../src/domain/cartWeight';
import { toKobo } from '../../src/domain/money';

const line = (quantity: number, sellingPrice?: number, weight?: number) => ({
  id: 1,
  productVariant: { quantity },
  ...(sellingPrice === undefined ? {} : { pricing: [{ sellingPrice, costPrice: 1, price: 2 }] }),
  ...(weight === undefined ? {} : { weight }),
});

/** The decimal text of an integer number of kobo, e.g. 12345n -> '123.45'. */
const naira = (kobo: bigint) => {
  const digits = kobo.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

describe('cartTotal', () => {
  it.each([
    [[], 0],
    [[line(2, 1500), line(1, 250.5)], 3250.5],
    [[line(3, 0.1), line(1, 0.2)], 0.5],
    [[line(3, 19.99)], 59.97],
    [[line(1, 1.005)], 1.01],
    // The exact sum is rounded once: 1.005 → 1.01 and 0.375 → 0.38 (rounding each unit price first gave
    // 1.02 and 0.39).
    [[line(3, 0.335)], 1.01],
    [[line(3, 0.125)], 0.38],
    [[line(1, 0.125), line(1, 0.125), line(1, 0.125)], 0.38],
    [[line(7, 0.0015)], 0.01],
    [[line(2, 1e-7)], 0],
    [[line(0, 5000), line(1, 10)], 10],
    [[line(4)], 0],
    [[{ id: 1, productVariant: { quantity: 2 }, pricing: [] }], 0],
  ])('%j totals %s', (items, total) => {
    expect(cartTotal(items)).toBe(total);
  });

  it('uses the first pricing entry only', () => {
    expect(
      cartTotal([
        { id: 1, productVariant: { quantity: 2 }, pricing: [{ sellingPrice: 10 }, { sellingPrice: 99 }] },
      ]),
    ).toBe(20);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError for the quantity %s',
    (quantity) => {
      expect(() => cartTotal([line(quantity, 10)])).toThrow(RangeError);
    },
  );

  it('throws a RangeError for a price that is not finite', () => {
    expect(() => cartTotal([line(1, Number.NaN)])).toThrow(RangeError);
  });

  it('never drifts from exact kobo arithmetic (BigInt reference, prices with up to 2 decimals)', () => {
    const priced = fc.record({
      kobo: fc.bigInt({ min: 0n, max: 10n ** 10n }),
      quantity: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(priced, { maxLength: 30 }), (lines) => {
        const items = lines.map(({ kobo, quantity }) => line(quantity, Number(naira(kobo))));
        const expected = lines.reduce((sum, { kobo, quantity }) => sum + kobo * BigInt(quantity), 0n);
        const total = cartTotal(items);
        expect(toKobo(total)).toBe(Number(expected));
        expect(total.toFixed(2)).toBe(naira(expected));
      }),
    );
  });

  it('is the exact sum rounded once, half away from zero, for prices with any number of decimals', () => {
    // The model: prices as decimal text, summed as BigInt millionths, rounded once to kobo.
    const priced = fc.record({
      whole: fc.bigInt({ min: 0n, max: 10n ** 6n }),
      fraction: fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }),
      quantity: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(priced, { maxLength: 30 }), (lines) => {
        const millionths = lines.reduce(
          (sum, { whole, fraction, quantity }) =>
            sum + BigInt(quantity) * (whole * 10n ** 6n + BigInt(fraction.padEnd(6, '0'))),
          0n,
        );
        const expected = (millionths + 5_000n) / 10_000n;
        const items = lines.map(({ whole, fraction, quantity }) =>
          line(quantity, Number(fraction ? `${whole}.${fraction}` : `${whole}`)),
        );
        const total = cartTotal(items);
        expect(total.toFixed(2)).toBe(naira(expected));
        expect(toKobo(total)).toBe(Number(expected));
      }),
    );
  });
});

describe('cartQuantity', () => {
  it('adds up the units of every line', () => {
    expect(cartQuantity([])).toBe(0);
    expect(cartQuantity([line(2, 10), line(3), line(0)])).toBe(5);
  });

  it('throws a RangeError for a fractional quantity', () => {
    expect(() => cartQuantity([line(0.5)])).toThrow(RangeError);
  });
});

describe('cartWeight', () => {
  it.each([
    [[], 0],
    [[line(3, 10, 0.1)], 0.3],
    [[line(2, 10, 1.25), line(1, 10)], 2.5],
    [[line(1, 10, 0.0005)], 0.001],
    [[line(0, 10, 5)], 0],
  ])('%j weighs %s kg', (items, kg) => {
    expect(cartWeight(items)).toBe(kg);
  });

  it('is exact in grams for weights with up to 3 decimals', () => {
    const weighed = fc.record({
      grams: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(weighed, { maxLength: 20 }), (lines) => {
        const expected = lines.reduce((sum, { grams, quantity }) => sum + grams * quantity, 0);
        expect(cartWeight(lines.map(({ grams, quantity }) => line(quantity, 1, grams / 1000)))).toBe(
          expected / 1000,
        );
      }),
    );
  });
});
