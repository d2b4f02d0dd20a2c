import type { CallInit, CouponFormValues } from '@marketplace/sdk';

/** The body create-coupon and update-coupon take. */
export type CouponRequestBody = CallInit<'createCoupon'>['body'];

/**
 * The coupon form as the API takes it: the code trimmed, and left out when empty (an Automatic coupon
 * has none); the picked customers only for `SpecificCustomers` (a switch back to `Everyone` clears them);
 * every other field as the form holds it.
 *
 * @example
 * couponRequestBody(createCouponForm({ code: ' SALLAH10 ', discountMode: 'Code' })).code; // 'SALLAH10'
 */
export function couponRequestBody(values: CouponFormValues): CouponRequestBody {
  const { code, eligibleCustomers, ...rest } = values;
  const trimmed = code?.trim();
  return {
    ...rest,
    eligibleCustomers: rest.customerEligibility === 'SpecificCustomers' ? eligibleCustomers : [],
    ...(trimmed ? { code: trimmed } : {}),
  };
}
