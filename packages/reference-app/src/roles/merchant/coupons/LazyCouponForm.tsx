import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { CouponFormProps } from './CouponForm';

const CouponForm = lazy(() => import('./CouponForm').then((m) => ({ default: m.CouponForm })));

/**
 * The coupon form, loaded when it opens: the coupons list does not pay for the form library it runs on.
 *
 * @example
 * <LazyCouponForm onCancel={close} />
 */
export function LazyCouponForm(props: CouponFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the form" />}>
      <CouponForm {...props} />
    </Suspense>
  );
}
