/** Milliseconds in a day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant `days` days (and `hours` hours) before `now`, as an ISO string: seeds date their rows
 * relative to the sandbox clock.
 *
 * @example
 * daysAgo(new Date('2026-11-01T09:00:00Z'), 2); // '2026-10-30T09:00:00.000Z'
 */
export function daysAgo(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000).toISOString();
}
