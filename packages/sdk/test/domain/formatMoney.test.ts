import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/formatMoney';
import { roundMoney } from '../../src/domain/money';

describe('formatMoney', () => {
  it.each([
    [1234.5, '₦1,234.50'],
    [-1234.5, '-₦1,234.50'],
    [0, '₦0.00'],
    [-0, '₦0.00'],
    [-0.001, '₦0.00'],
    [1.005, '₦1.01'],
    [-1.005, '-₦1.01'],
    [1234567.891, '₦1,234,567.89'],
    [999.995, '₦1,000.00'],
    [0.5, '₦0.50'],
    [12, '₦12.00'],
    [123456, '₦123,456.00'],
    [1000000, '₦1,000,000.00'],
    [0.1 + 0.2, '₦0.30'],
  ])('%s -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError for %s',
    (amount) => {
      expect(() => formatMoney(amount)).toThrow(RangeError);
      expect(() => formatMoney(amount)).toThrow(/formatMoney: amount must be a finite number/);
    },
  );

  const amount = fc.double({ min: -1e12, max: 1e12, noNaN: true });

  it('shows roundMoney(x) with 2 decimals once the ₦ sign and separators are stripped', () => {
    fc.assert(
      fc.property(amount, (x) => {
        expect(formatMoney(x).replace('₦', '').replaceAll(',', '')).toBe(roundMoney(x).toFixed(2));
      }),
    );
  });

  it('always has the sign before ₦, groups of 3 digits and 2 decimals', () => {
    fc.assert(
      fc.property(amount, (x) => {
        expect(formatMoney(x)).toMatch(/^-?₦(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/);
      }),
    );
  });

  it('formats -x as x with a leading minus, unless it rounds to zero', () => {
    fc.assert(
      fc.property(amount, (x) => {
        const positive = formatMoney(Math.abs(x));
        expect(formatMoney(-Math.abs(x))).toBe(positive === '₦0.00' ? positive : `-${positive}`);
      }),
    );
  });
});
