import type { Entity } from '@marketplace/sdk';

/** Where a coupon stands on a given day: not started, running, or past its end date. */
export type CouponStatus = 'Scheduled' | 'Active' | 'Expired';

/** The statuses in the order the status filter offers them. */
export const COUPON_STATUSES: readonly CouponStatus[] = ['Scheduled', 'Active', 'Expired'];

/**
 * A coupon's status on `today` (YYYY-MM-DD, the marketplace's day): the contract carries no status, so it
 * follows from the coupon's dates, both ends included. YYYY-MM-DD strings compare as dates.
 *
 * @example
 * couponStatus({ startDate: '2026-11-01', endDate: '2026-11-30' }, '2026-12-01'); // 'Expired'
 */
export function couponStatus(
  coupon: Pick<Entity<'Coupon'>, 'startDate' | 'endDate'>,
  today: string,
): CouponStatus {
  if (today < coupon.startDate) return 'Scheduled';
  if (today > coupon.endDate) return 'Expired';
  return 'Active';
}
