import type { DateRange } from '@marketplace/sdk';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` day as a count of days (calendar arithmetic in UTC, where every day has 24 hours). */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function dayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days just before a range, as many as it has: what "vs previous period" compares a report with
 * (the last 30 days with the 30 before them; one day with the day before).
 *
 * @example
 * previousPeriod({ startDate: '2026-11-01', endDate: '2026-11-30' }); // { startDate: '2026-10-02', endDate: '2026-10-31' }
 * previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-01' }); // { startDate: '2026-02-28', endDate: '2026-02-28' }
 */
export function previousPeriod({ startDate, endDate }: DateRange): DateRange {
  const start = dayNumber(startDate);
  const length = dayNumber(endDate) - start + 1;
  return { startDate: dayOf(start - length), endDate: dayOf(start - 1) };
}

/**
 * The change of a figure against the previous period, as a fraction (0.12 is +12%), for `StatCard`'s
 * `change`; `undefined` when there is nothing to compare with (either figure missing, or nothing before:
 * from 0 any change is not a percentage).
 *
 * @example
 * changeFrom(112, 100); // 0.12
 * changeFrom(5, 0); // undefined
 */
export function changeFrom(current: number | undefined, previous: number | undefined): number | undefined {
  if (current === undefined || previous === undefined || previous === 0) return undefined;
  return (current - previous) / previous;
}
