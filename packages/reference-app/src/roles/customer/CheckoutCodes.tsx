import { useCart } from '@marketplace/react-hooks';
import { CouponsForCart } from '../../components/CouponsForCart';
import { AppliedCodes } from './AppliedCodes';
import { CodeForm } from './CodeForm';
import { TypedCouponCheck } from './TypedCouponCheck';

/**
 * The checkout's coupons and gift cards: a field for each (their errors beside the field; a coupon code
 * being typed is checked on the cart before it is applied), what is
 * applied with a way to remove each (each gift card with what it covers and what is left on it), and the
 * coupons that may apply to the cart, each checked on it by the server and applicable in one click.
 *
 * @example
 * <CheckoutCodes disabled={placing} />
 */
export function CheckoutCodes({ disabled }: { disabled: boolean }) {
  const cart = useCart();
  return (
    <section className="checkout-section" aria-labelledby="checkout-codes-title">
      <h2 id="checkout-codes-title">Coupons and gift cards</h2>
      <div className="customer-codes">
        <CodeForm
          label="Coupon code"
          buttonLabel="Apply coupon"
          onApply={(code) => cart.applyCoupon(code)}
          disabled={cart.pending > 0 || disabled}
          hint={(code) => <TypedCouponCheck code={code} />}
        />
        <CodeForm
          label="Gift card code"
          buttonLabel="Apply gift card"
          onApply={(code) => cart.applyGiftCard(code)}
          disabled={cart.pending > 0 || disabled}
        />
      </div>
      <AppliedCodes disabled={disabled} />
      <CouponsForCart customer disabled={disabled} />
    </section>
  );
}
