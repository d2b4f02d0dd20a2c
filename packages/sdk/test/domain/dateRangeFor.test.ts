import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  dateRangeFor,
  isCouponDate,
  MARKETPLACE_TIME_ZONE,
  marketplaceDay,
} from '../../src/index';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Instants from 1971 to 2099: the presets must hold on any day, leap years and month ends included.
const instant = fc
  .integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((t) => new Date(t));
/** The whole days between two YYYY-MM-DD days, both counted. */
const daysIn = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY + 1;
/** What the runtime's own time zone database says the day is in Lagos (the reference, with Intl). */
const intlLagosDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKETPLACE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

describe('marketplaceDay', () => {
  it('is the Lagos day: a day starts at 23:00 UTC', () => {
    expect(marketplaceDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(marketplaceDay(new Date('2026-01-31T22:59:59.999Z'))).toBe('2026-01-31');
    expect(marketplaceDay('2026-12-31T23:00:00Z')).toBe('2027-01-01');
    expect(marketplaceDay('2026-03-01')).toBe('2026-03-01');
  });

  it('agrees with the time zone database for Africa/Lagos at any instant', () => {
    fc.assert(fc.property(instant, (at) => marketplaceDay(at) === intlLagosDay(at)));
  });

  it('refuses what is not a date', () => {
    expect(() => marketplaceDay('soon')).toThrow(RangeError);
    expect(() => marketplaceDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('dateRangeFor', () => {
  it('lists the five presets', () => {
    expect(DATE_RANGE_PRESETS).toEqual(['today', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth']);
  });

  it('takes the Lagos day, not the UTC one, around midnight', () => {
    const lateUtc = new Date('2026-01-31T23:30:00Z'); // 00:30 on 1 February in Lagos
    expect(dateRangeFor('today', lateUtc)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-01' });
    expect(dateRangeFor('thisMonth', lateUtc)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-01' });
    expect(dateRangeFor('lastMonth', lateUtc)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    const early = new Date('2026-01-31T22:30:00Z'); // 23:30 on 31 January in Lagos
    expect(dateRangeFor('thisMonth', early)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(dateRangeFor('lastMonth', early)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it('counts today among the last 7 and 30 days', () => {
    const now = new Date('2026-03-03T12:00:00Z');
    expect(dateRangeFor('last7Days', now)).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(dateRangeFor('last30Days', now)).toEqual({ startDate: '2026-02-02', endDate: '2026-03-03' });
  });

  it('knows leap years: February has 29 days in 2024 and 2000, 28 in 2026 and 2100', () => {
    const inMarch = (year: number) => dateRangeFor('lastMonth', new Date(Date.UTC(year, 2, 10)));
    expect(inMarch(2024)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(inMarch(2000)).toEqual({ startDate: '2000-02-01', endDate: '2000-02-29' });
    expect(inMarch(2026)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(inMarch(2100)).toEqual({ startDate: '2100-02-01', endDate: '2100-02-28' });
    expect(dateRangeFor('last7Days', new Date('2024-03-02T10:00:00Z')).startDate).toBe('2024-02-25');
  });

  it('crosses the year backwards in January', () => {
    expect(dateRangeFor('lastMonth', new Date('2027-01-01T00:00:00Z'))).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });

  it('gives valid days, start before end, ending today (but last month), at any instant', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...DATE_RANGE_PRESETS), (now, preset) => {
        const range = dateRangeFor(preset, now);
        const today = intlLagosDay(now);
        expect(isCouponDate(range.startDate) && isCouponDate(range.endDate)).toBe(true);
        expect(range.startDate <= range.endDate).toBe(true);
        if (preset === 'lastMonth') expect(range.endDate < today).toBe(true);
        else expect(range.endDate).toBe(today);
      }),
    );
  });

  it('has the length its name says', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const today = intlLagosDay(now);
        expect(daysIn(dateRangeFor('today', now))).toBe(1);
        expect(daysIn(dateRangeFor('last7Days', now))).toBe(7);
        expect(daysIn(dateRangeFor('last30Days', now))).toBe(30);
        expect(daysIn(dateRangeFor('thisMonth', now))).toBe(Number(today.slice(8)));
        const last = dateRangeFor('lastMonth', now);
        // The whole previous month: from its 1st to the day before this month's 1st.
        expect(last.startDate.slice(8)).toBe('01');
        const firstOfThisMonth = `${today.slice(0, 8)}01`;
        expect(Date.parse(`${last.endDate}T00:00:00Z`) + DAY).toBe(
          Date.parse(`${firstOfThisMonth}T00:00:00Z`),
        );
      }),
    );
  });

  it('turns with the Lagos day, an hour before the UTC one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1) / DAY, max: Date.UTC(2099, 0, 1) / DAY }),
        fc.constantFrom(...DATE_RANGE_PRESETS),
        (utcDay, preset) => {
          const lagosMidnight = utcDay * DAY - HOUR; // 23:00 UTC the day before
          const before = dateRangeFor(preset, new Date(lagosMidnight - 1));
          const after = dateRangeFor(preset, new Date(lagosMidnight));
          const day = new Date(utcDay * DAY).toISOString().slice(0, 10);
          if (preset !== 'lastMonth') expect(after.endDate).toBe(day);
          expect(before.endDate < after.endDate || preset === 'lastMonth').toBe(true);
        },
      ),
    );
  });
});
