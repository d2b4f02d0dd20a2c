import type { CallInit, CouponFormValues } from '@marketplace/sdk';

/** The body create-coupon and update-coupon take. */
export type CouponRequestBody = CallInit<'createCoupon'>['body'];

/**
 * The coupon form as the API takes it: the code trimmed, and left out when empty (an Automatic coupon
 * has none); every other field as the form holds it.
 *
 * @example
 * couponRequestBody(createCouponForm({ code: ' SALLAH10 ', discountMode: 'Code' })).code; // 'SALLAH10'
 */
export function couponRequestBody(values: CouponFormValues): CouponRequestBody {
  const { code, ...rest } = values;
  const trimmed = code?.trim();
  return { ...rest, ...(trimmed ? { code: trimmed } : {}) };
}
