import { useId } from 'react';
import { CouponApply, type CouponUse } from './CouponApply';
import { type CartCoupon, couponDay, couponMinimum, couponOffer } from './couponTerms';

/** Props of {@link CartCouponItem}. */
export interface CartCouponItemProps {
  coupon: CartCoupon;
  /** Given for a logged-in customer: the coupon is checked on the cart and can be applied. */
  use?: CouponUse;
  /** The name of the coupon's store, for a store's coupon: its minimum counts that store's items. */
  storeName?: string;
}

/**
 * One coupon that may apply to the cart: its code (or that it applies by itself), what it gives, its
 * minimum and its last day. For a customer, what it would take off this cart or why it cannot be used now
 * (the server's words, which also disable its Apply button), and Apply; a refusal shows beside it.
 *
 * @example
 * <CartCouponItem coupon={coupon} use={{ lines, applied: false, onApply: cart.applyCoupon, disabled: false }} />
 */
export function CartCouponItem({ coupon, use, storeName }: CartCouponItemProps) {
  const id = useId();
  const code = coupon.code ?? null;
  // A buy-X-get-Y coupon states its spend in its offer: no "No minimum" beside "Spend ₦30,000".
  const minimum =
    couponMinimum(coupon, storeName) ?? (coupon.discountType === 'BuyXGetY' ? undefined : 'No minimum');
  return (
    <li className="cart-coupon">
      <div>
        <p className="cart-coupon__name">
          {code ? <span className="cart-coupon__code">{code}</span> : <strong>Automatic discount</strong>}
          {' — '}
          {couponOffer(coupon)}
        </p>
        {coupon.description ? <p className="cart-coupon__description">{coupon.description}</p> : null}
        <ul className="cart-coupon__terms" aria-label={`Terms of ${code ?? 'the automatic discount'}`}>
          {minimum ? <li>{minimum}</li> : null}
          <li>
            Ends <time dateTime={coupon.endDate}>{couponDay(coupon.endDate)}</time>
          </li>
        </ul>
      </div>
      {!code ? (
        <p className="cart-coupon__check">Applies by itself once your cart meets its terms.</p>
      ) : use ? (
        <CouponApply code={code} use={use} reasonId={`${id}-check`} />
      ) : (
        <p className="cart-coupon__check">Log in at checkout to use it.</p>
      )}
    </li>
  );
}
