import type { CheckoutLine } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { type CartCoupon, couponDay, couponMinimum, couponOffer } from './couponTerms';
import { useCouponCheck } from './useCouponCheck';

/** How a customer may use a listed coupon (a guest only reads it). */
export interface CouponUse {
  /** The lines the coupon is checked on (validateCoupon). */
  lines: CheckoutLine[];
  /** The code is already on the cart. */
  applied: boolean;
  /** Applies the code; resolves `ok` false with the reason when the server refuses it. */
  onApply(code: string): Promise<{ ok: boolean; message?: string }>;
  /** The cart or the checkout is busy. */
  disabled: boolean;
}

/** Props of {@link CartCouponItem}. */
export interface CartCouponItemProps {
  coupon: CartCoupon;
  /** Given for a logged-in customer: the coupon is checked on the cart and can be applied. */
  use?: CouponUse;
}

/**
 * One coupon that may apply to the cart: its code (or that it applies by itself), what it gives, its
 * minimum and its last day. For a customer, what it would take off this cart or why it cannot be used now
 * (the server's words, which also disable its Apply button), and Apply; a refusal shows beside it.
 *
 * @example
 * <CartCouponItem coupon={coupon} use={{ lines, applied: false, onApply: cart.applyCoupon, disabled: false }} />
 */
export function CartCouponItem({ coupon, use }: CartCouponItemProps) {
  const id = useId();
  const code = coupon.code ?? null;
  const minimum = couponMinimum(coupon);
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
          <li>{minimum ?? 'No minimum'}</li>
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

/** The customer's part of a coupon with a code: the server's check of it on this cart, and Apply. */
function CouponApply({ code, use, reasonId }: { code: string; use: CouponUse; reasonId: string }) {
  const check = useCouponCheck(use.applied ? null : code, use.lines);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  if (use.applied) {
    return (
      <>
        <span className="cart-coupon__applied">Applied</span>
        <p className="cart-coupon__check cart-coupon__check--ok">On your cart (remove it above).</p>
      </>
    );
  }

  const apply = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const result = await use.onApply(code);
      if (!result.ok) setRefusal(result.message || 'This coupon could not be applied');
    } finally {
      setBusy(false);
    }
  };
  const unusable = check.state === 'unusable';
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void apply()}
        disabled={use.disabled || busy || unusable || check.state === 'checking'}
        aria-describedby={reasonId}
        aria-label={`Apply coupon ${code}`}
        aria-busy={busy || undefined}
      >
        {busy ? 'Applying…' : 'Apply'}
      </button>
      <p
        id={reasonId}
        className={`cart-coupon__check cart-coupon__check--${check.state === 'usable' ? 'ok' : 'no'}`}
        aria-live="polite"
      >
        {check.state === 'checking'
          ? 'Checking it on your cart…'
          : check.state === 'usable'
            ? `Takes ${formatMoney(check.discount)} off this cart`
            : check.state === 'unusable'
              ? `Cannot be used now: ${check.reason}`
              : check.reason}
      </p>
      {refusal ? (
        <p className="cart-coupon__check field__error" role="alert">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
