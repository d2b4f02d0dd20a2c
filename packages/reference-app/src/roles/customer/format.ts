import { fromKobo, toKobo } from '@marketplace/sdk';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/**
 * A date (ISO date or date-time) as the customer screens show it: en-NG, Lagos time; the text as it came
 * when it is not a date, and '' for nothing.
 *
 * @example
 * formatDate('2026-11-01T09:00:00.000Z'); // '1 Nov 2026'
 */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

/** The amounts of a checkout, in naira. */
export interface CheckoutAmounts {
  /** The cart total: quantity times the first selling price of each line. */
  subtotal: number;
  /** What coupons take off. */
  discount: number;
  /** What the applied gift cards cover. */
  giftCards: number;
  /** The shipping fee, when known. */
  shipping: number;
}

/**
 * What is left to pay: subtotal − discount + shipping − gift cards, never below zero, computed in kobo so
 * the sum is exact (the SDK's money rule).
 *
 * @example
 * amountDue({ subtotal: 30000, discount: 3000, giftCards: 5000, shipping: 1700 }); // 23700
 */
export function amountDue({ subtotal, discount, giftCards, shipping }: CheckoutAmounts): number {
  const kobo = toKobo(subtotal) - toKobo(discount) + toKobo(shipping) - toKobo(giftCards);
  return fromKobo(Math.max(0, kobo));
}

/**
 * The exact sum of amounts in naira (through kobo).
 *
 * @example
 * sumMoney([0.1, 0.2]); // 0.3
 */
export function sumMoney(amounts: readonly number[]): number {
  return fromKobo(amounts.reduce((sum, amount) => sum + toKobo(amount), 0));
}

/**
 * A machine word as a label: `ready_for_pickup` → `Ready for pickup`.
 *
 * @example
 * humanize('out_for_delivery'); // 'Out for delivery'
 */
export function humanize(word: string | null | undefined): string {
  if (!word) return '';
  const spaced = word.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
