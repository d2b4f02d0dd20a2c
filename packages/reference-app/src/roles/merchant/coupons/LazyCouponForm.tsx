import { lazyWithSpinner } from '../../../kit/lazyWithSpinner';

/**
 * The coupon form, loaded when it opens: the coupons list does not pay for the form library it runs on.
 *
 * @example
 * <LazyCouponForm onCancel={close} />
 */
export const LazyCouponForm = lazyWithSpinner(
  () => import('./CouponForm').then((m) => m.CouponForm),
  'Loading the form',
);
