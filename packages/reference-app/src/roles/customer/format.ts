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
