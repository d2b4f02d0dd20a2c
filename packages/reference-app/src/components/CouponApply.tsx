import type { CheckoutLine } from '@marketplace/react-hooks';
import { formatMoney, fromKobo, toKobo } from '@marketplace/sdk';
import { useState } from 'react';
import type { ConfirmOptions } from '../kit/confirmContext';
import { useConfirm } from '../kit/useConfirm';
import { type CouponCheck, useCouponCheck } from './useCouponCheck';

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
  /**
   * The applied code this one would replace (one coupon per store): Apply asks first, saying what each
   * takes off this cart.
   */
  replaces?: string;
}

/**
 * The customer's part of a listed coupon with a code: what the server's check of it on this cart says
 * (what it takes off, or why it cannot be used now, which disables Apply), and Apply, with a refusal
 * beside it; "Applied" once it is on the cart. A code that would replace the store's applied one (one
 * coupon per store) asks first, saying what each takes off this cart: a weaker coupon never silently
 * replaces a stronger one. Needs a `ConfirmProvider` above.
 *
 * @example
 * <CouponApply code="WELCOME10" use={{ lines, applied: false, onApply: cart.applyCoupon, disabled: false }} reasonId={id} />
 */
export function CouponApply({ code, use, reasonId }: { code: string; use: CouponUse; reasonId: string }) {
  const check = useCouponCheck(use.applied ? null : code, use.lines);
  const current = useCouponCheck(use.applied ? null : (use.replaces ?? null), use.lines);
  const confirm = useConfirm();
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
    if (use.replaces && !(await confirm(replaceQuestion(code, use.replaces, check, current)))) return;
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

/** "Replace NAIJA10 with NAIJA1500?": what each takes off this cart, and what the cart would then cost more or less. */
function replaceQuestion(
  code: string,
  replaced: string,
  check: CouponCheck,
  current: CouponCheck,
): ConfirmOptions {
  const takes = (c: CouponCheck) => (c.state === 'usable' ? c.discount : undefined);
  const now = takes(current);
  const next = takes(check);
  const amounts =
    now !== undefined && next !== undefined
      ? ` ${replaced} takes ${formatMoney(now)} off this cart; ${code} would take ${formatMoney(next)} off${
          next < now
            ? `, so your cart would cost ${formatMoney(fromKobo(toKobo(now) - toKobo(next)))} more`
            : next > now
              ? `, so you would save ${formatMoney(fromKobo(toKobo(next) - toKobo(now)))} more`
              : ''
        }.`
      : '';
  return {
    title: `Replace ${replaced} with ${code}?`,
    message: `One coupon per store: ${code} would replace ${replaced}.${amounts}`,
    confirmLabel: `Use ${code} instead`,
    cancelLabel: `Keep ${replaced}`,
    destructive: next !== undefined && now !== undefined && next < now,
  };
}
