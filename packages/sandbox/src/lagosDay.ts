import { MARKETPLACE_TIME_ZONE, marketplaceDay } from '@marketplace/sdk';

/** The sandbox's one calendar: Africa/Lagos, West Africa Time, UTC+1 all year (no daylight saving). */
export const LAGOS_TIME_ZONE = MARKETPLACE_TIME_ZONE;

/**
 * The calendar day (YYYY-MM-DD) of an instant in Lagos. Every rule of the sandbox that deals in days
 * (date filters, reports by day and month, coupon and gift card validity, order names, ages,
 * subscriptions) uses it, so they agree between 23:00 and 24:00 UTC, and with the SDK's `dateRangeFor`
 * (it is the SDK's `marketplaceDay`). A YYYY-MM-DD day is returned as is.
 *
 * @example
 * lagosDay('2026-11-30T23:30:00Z'); // '2026-12-01'
 */
export function lagosDay(at: Date | string): string {
  return marketplaceDay(at);
}
