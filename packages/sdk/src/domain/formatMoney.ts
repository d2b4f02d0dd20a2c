import { toKobo } from './money';

/**
 * An amount in naira as the screens show money (spec section 9): the ₦ sign, thousands separators and
 * always 2 decimals, rounded half away from zero; a minus sign goes before the ₦. An amount that rounds
 * to zero shows as `₦0.00`, never `-₦0.00`.
 *
 * Throws a `RangeError` for NaN and ±Infinity (and for amounts too large to count exactly in kobo), so a
 * broken amount never reaches the screen as `₦NaN`.
 *
 * @example
 * formatMoney(1234.5); // '₦1,234.50'
 * formatMoney(-1234.5); // '-₦1,234.50'
 * formatMoney(1.005); // '₦1.01'
 * formatMoney(0); // '₦0.00'
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount))
    throw new RangeError(`formatMoney: amount must be a finite number, got ${amount}`);
  const kobo = toKobo(amount);
  const abs = Math.abs(kobo);
  // Built by hand rather than with Intl.NumberFormat: same output on every runtime and locale, and tiny.
  const naira = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = String(abs % 100).padStart(2, '0');
  return `${kobo < 0 ? '-' : ''}₦${naira}.${decimals}`;
}
