import { useValidateCoupon } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useEffect } from 'react';

/** What {@link useCouponCheck} found out about a code on this cart. */
export type CouponCheck =
  | { state: 'checking' }
  /** The code takes `discount` naira off this cart. */
  | { state: 'usable'; discount: number }
  /** The code cannot be used on this cart now, with the server's reason. */
  | { state: 'unusable'; reason: string }
  /** The check itself failed (network, server error): Apply stays possible, the server decides then. */
  | { state: 'unknown'; reason: string };

/**
 * Asks the server (validateCoupon) what `code` would take off these cart lines, again whenever the lines
 * change; `null` checks nothing. A code the server refuses (expired, used up, already used by this
 * customer) and a good code whose terms this cart does not meet are both `unusable`, with the server's
 * words; no toast (the answer shows beside the coupon).
 *
 * @example
 * const check = useCouponCheck('WELCOME10', toCheckoutLines(cart.items));
 * if (check.state === 'usable') return <p>Takes {formatMoney(check.discount)} off this cart</p>;
 */
export function useCouponCheck(code: string | null, lines: Entity<'CartLine'>[]): CouponCheck {
  const { trigger, data, message, error, status } = useValidateCoupon({ notify: false });
  const signature = JSON.stringify(lines);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines are compared by their signature
  useEffect(() => {
    if (!code || lines.length === 0) return;
    trigger({ body: { code, cartItems: lines } }).catch(() => undefined);
  }, [code, signature, trigger]);

  if (status === 'failed' && error) {
    const refused = error.status !== undefined && error.status >= 400 && error.status < 500;
    return refused
      ? { state: 'unusable', reason: error.message }
      : { state: 'unknown', reason: 'Could not check this coupon just now' };
  }
  if (status !== 'succeeded' || !data) return { state: 'checking' };
  if (!data.valid || data.discount <= 0) {
    return { state: 'unusable', reason: message || 'This coupon does not apply to your cart' };
  }
  return { state: 'usable', discount: data.discount };
}
