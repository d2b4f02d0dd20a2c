import type { CouponFormValues, Entity } from '@marketplace/sdk';

const FIELDS = [
  'code',
  'discountMode',
  'description',
  'discountType',
  'discountValue',
  'startDate',
  'endDate',
  'spendAppliesTo',
  'spendAppliesToId',
  'minRequireType',
  'minRequireValue',
  'usageLimit',
  'usageLimitPerUser',
  'customerEligibility',
  'eligibleCustomers',
  'customerReward',
  'rewardAppliesTo',
  'rewardAppliesToId',
  'rewardValue',
] as const satisfies readonly (keyof CouponFormValues)[];

/**
 * The form values of a fetched coupon, for editing: only the form's fields (not its id, owner or discount
 * rows), and only those the coupon has, so the coupon form's defaults (`createCouponForm`) fill the rest instead of `undefined`.
 *
 * @example
 * <CouponForm couponId={coupon.id} initial={couponFormValues(coupon)} />
 */
export function couponFormValues(coupon: Entity<'Coupon'>): Partial<CouponFormValues> {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (coupon[field] !== undefined && coupon[field] !== null) values[field] = coupon[field];
  }
  return values as Partial<CouponFormValues>;
}
