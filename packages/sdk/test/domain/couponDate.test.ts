import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCouponDate, isCouponDate } from '../../src/domain/couponDate';

describe('isCouponDate', () => {
  it.each(['2026-03-01', '2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '0001-01-01'])(
    '%s is a date',
    (s) => {
      expect(isCouponDate(s)).toBe(true);
    },
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-3-1',
    '26-03-01',
    '2026/03/01',
    '2026-03-01T00:00:00Z',
    ' 2026-03-01',
    '',
  ])('%j is not a date', (s) => {
    expect(isCouponDate(s)).toBe(false);
  });

  it('agrees with the calendar for every day of years 1900 to 2400', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2400 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const date = new Date(Date.UTC(year, month - 1, day));
          const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          expect(isCouponDate(text)).toBe(exists);
        },
      ),
    );
  });
});

describe('formatCouponDate', () => {
  it('writes the local calendar day as YYYY-MM-DD', () => {
    expect(formatCouponDate(new Date(2026, 2, 1))).toBe('2026-03-01');
    expect(formatCouponDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(formatCouponDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatCouponDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatCouponDate(new Date(10000, 0, 1))).toThrow(RangeError);
  });

  it('always writes a valid coupon date naming the same day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const text = formatCouponDate(date);
          expect(isCouponDate(text)).toBe(true);
          const [year, month, day] = text.split('-').map(Number);
          expect([year, month, day]).toEqual([date.getFullYear(), date.getMonth() + 1, date.getDate()]);
        },
      ),
    );
  });
});
