import { toCheckoutLines, useCart } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useEffect, useState } from 'react';
import { useCouponCheck } from '../../components/useCouponCheck';

/** How long typing pauses before the code is checked, in ms: one check per code, not per key. */
const PAUSE_MS = 500;

/**
 * What a coupon code being typed would do to this cart, before it is applied: once typing pauses, the
 * server checks it (validateCoupon) and this says what it takes off, or why it cannot be used now; a code
 * already on the cart says so. Nothing for fewer than 3 characters.
 *
 * @example
 * <CodeForm label="Coupon code" buttonLabel="Apply coupon" onApply={apply} hint={(code) => <TypedCouponCheck code={code} />} />
 */
export function TypedCouponCheck({ code }: { code: string }) {
  const cart = useCart();
  const typed = code.trim().toUpperCase();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const applied = cart.appliedDiscountCodes.some((c) => c.toUpperCase() === typed);
  const ready = settled === typed && typed.length >= 3 && !applied;
  const check = useCouponCheck(ready ? settled : null, toCheckoutLines(cart.items));

  if (typed.length < 3) return null;
  if (applied) return <span className="code-form__hint">Already on your cart.</span>;
  if (!ready || check.state === 'checking') return <span className="code-form__hint">Checking {typed}…</span>;
  if (check.state === 'usable') {
    return (
      <span className="code-form__hint code-form__hint--ok">
        {typed} takes {formatMoney(check.discount)} off this cart
      </span>
    );
  }
  return <span className="code-form__hint">{check.reason}</span>;
}
