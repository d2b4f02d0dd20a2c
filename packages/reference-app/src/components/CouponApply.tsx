import type { CheckoutLine } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useState } from 'react';
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

/**
 * The customer's part of a listed coupon with a code: what the server's check of it on this cart says
 * (what it takes off, or why it cannot be used now, which disables Apply), and Apply, with a refusal
 * beside it; "Applied" once it is on the cart.
 *
 * @example
 * <CouponApply code="WELCOME10" use={{ lines, applied: false, onApply: cart.applyCoupon, disabled: false }} reasonId={id} />
 */
export function CouponApply({ code, use, reasonId }: { code: string; use: CouponUse; reasonId: string }) {
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
