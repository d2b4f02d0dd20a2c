import { formatMoney } from '@marketplace/sdk';

/**
 * A price as a title says it: naira, without kobo when there are none.
 *
 * @example
 * priceText(12500); // '₦12,500'
 * priceText(1999.5); // '₦1,999.50'
 */
export function priceText(amount: number): string {
  return formatMoney(amount).replace(/\.00$/, '');
}
