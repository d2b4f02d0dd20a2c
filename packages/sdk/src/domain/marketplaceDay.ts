/**
 * The marketplace's time zone: Africa/Lagos, West Africa Time. Days of reports, date filters and presets
 * are Lagos days, whatever the time zone of the browser or server that computes them.
 */
export const MARKETPLACE_TIME_ZONE = 'Africa/Lagos';

// Lagos is UTC+1 all year (no daylight saving since 1919), so a fixed offset is exact and needs no Intl.
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * The calendar day (`YYYY-MM-DD`) of an instant in the marketplace's time zone (Africa/Lagos, UTC+1),
 * so that a day starts at 23:00 UTC. A string that already is a `YYYY-MM-DD` day is returned as is; any
 * other string is parsed as a date. Throws a `RangeError` for an invalid date.
 *
 * @example
 * marketplaceDay(new Date('2026-01-31T23:30:00Z')); // '2026-02-01'
 * marketplaceDay('2026-11-30T22:59:59Z'); // '2026-11-30'
 */
export function marketplaceDay(at: Date | string | number): string {
  if (typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)) return at;
  const time = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(time)) throw new RangeError(`marketplaceDay: not a date: ${String(at)}`);
  return new Date(time + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}
