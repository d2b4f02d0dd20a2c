import type { DateRangePreset } from './dateRangePresets';
import { marketplaceDay } from './marketplaceDay';

/** An inclusive range of days, `YYYY-MM-DD`, as the reports' `startDate` and `endDate` take them. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days a preset covers on the day `now` falls on in Africa/Lagos (the marketplace's time zone), both
 * ends included: `today`; `last7Days` and `last30Days` end today (today is one of the 7 or 30 days);
 * `thisMonth` runs from the 1st to today; `lastMonth` is the whole previous calendar month. Throws a
 * `RangeError` for an invalid `now` or an unknown preset.
 *
 * @example
 * dateRangeFor('today', new Date('2026-01-31T23:30:00Z')); // { startDate: '2026-02-01', endDate: '2026-02-01' }
 * dateRangeFor('last7Days', new Date('2026-03-03T12:00:00Z')); // { startDate: '2026-02-25', endDate: '2026-03-03' }
 * dateRangeFor('lastMonth', new Date('2024-03-15T12:00:00Z')); // { startDate: '2024-02-01', endDate: '2024-02-29' }
 */
export function dateRangeFor(preset: DateRangePreset, now: Date = new Date()): DateRange {
  const today = marketplaceDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'last7Days':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30Days':
      return { startDate: addDays(today, -29), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'lastMonth': {
      const first = ymd(Date.UTC(year, month - 2, 1));
      // Day 0 of this month is the last day of the previous one (28, 29, 30 or 31).
      return { startDate: first, endDate: ymd(Date.UTC(year, month - 1, 0)) };
    }
    default:
      throw new RangeError(`dateRangeFor: unknown preset ${String(preset)}`);
  }
}

/** A `YYYY-MM-DD` day moved by whole days (calendar arithmetic in UTC, where every day has 24 hours). */
function addDays(day: string, days: number): string {
  return ymd(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

function ymd(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
