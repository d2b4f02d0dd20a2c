import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromKobo, roundMoney, toKobo } from '../../src/domain/money';
import { toScaledInteger } from '../../src/domain/toScaledInteger';

/** The decimal text of an integer number of hundredths (or thousandths), e.g. -12345 -> '-123.45'. */
function decimal(scaled: bigint, places: number): string {
  const sign = scaled < 0n ? '-' : '';
  const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Reference rounding of thousandths to hundredths, half away from zero, in BigInt. */
function roundThousandthsToKobo(thousandths: bigint): bigint {
  const abs = thousandths < 0n ? -thousandths : thousandths;
  const rounded = abs / 10n + (abs % 10n >= 5n ? 1n : 0n);
  return thousandths < 0n ? -rounded : rounded;
}

describe('toKobo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.5, 123450],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [2.675, 268],
    [1.255, 126],
    [0.005, 1],
    [0.004999, 0],
    [-0.004, 0],
    [5e-7, 0],
    [1234567.891, 123456789],
    [90_000_000_000_000, 9_000_000_000_000_000],
  ])('%s naira is %s kobo', (naira, kobo) => {
    expect(toKobo(naira)).toBe(kobo);
  });

  it('never gives -0', () => {
    expect(Object.is(toKobo(-0.001), 0)).toBe(true);
    expect(Object.is(toKobo(-0), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e14, -1e21])(
    'throws a RangeError for %s (not finite or too large to be exact)',
    (naira) => {
      expect(() => toKobo(naira)).toThrow(RangeError);
    },
  );

  it('reads back every amount written with 2 decimals exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (kobo) => {
        expect(toKobo(Number(decimal(kobo, 2)))).toBe(Number(kobo));
      }),
    );
  });

  it('rounds amounts written with 3 decimals half away from zero, like the BigInt reference', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (thousandths) => {
        expect(toKobo(Number(decimal(thousandths, 3)))).toBe(Number(roundThousandthsToKobo(thousandths)));
      }),
    );
  });

  it('is odd: toKobo(-x) is -toKobo(x)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        expect(toKobo(-x)).toBe(-toKobo(x) || 0);
      }),
    );
  });
});

describe('toScaledInteger', () => {
  it.each([
    [0.0005, 3, 1],
    [0.0004, 3, 0],
    [1.5, 0, 2],
    [-1.5, 0, -2],
    [0.5, 0, 1],
    [1e21, 0, Number.NaN],
    [1.5e-7, 7, 2],
    [1.5e-7, 6, 0],
    [1.23e5, 2, 12300000],
  ])('%s scaled by 10^%s is %s', (value, places, expected) => {
    if (Number.isNaN(expected)) expect(() => toScaledInteger(value, places)).toThrow(RangeError);
    else expect(toScaledInteger(value, places)).toBe(expected);
  });
});

describe('fromKobo and roundMoney', () => {
  it.each([
    [123450, 1234.5],
    [101, 1.01],
    [-101, -1.01],
    [0, 0],
  ])('fromKobo(%s) is %s', (kobo, naira) => {
    expect(fromKobo(kobo)).toBe(naira);
  });

  it.each([
    [1.005, 1.01],
    [-1.005, -1.01],
    [0.1 + 0.2, 0.3],
    [1234567.891, 1234567.89],
    [2.5, 2.5],
  ])('roundMoney(%s) is %s', (naira, rounded) => {
    expect(roundMoney(naira)).toBe(rounded);
  });

  it('gives the number that 2-decimal text reads as, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const rounded = roundMoney(x);
        expect(rounded).toBe(Number(rounded.toFixed(2)));
        expect(roundMoney(rounded)).toBe(rounded);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.005 + Math.abs(x) * Number.EPSILON);
      }),
    );
  });
});
