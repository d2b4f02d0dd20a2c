import { formatMoney } from '@marketplace/sdk';
import type { ValueFormat } from './chartTypes';

const numberFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/**
 * A chart value as text: Naira through the SDK's `formatMoney` for `money`, grouped digits for
 * `number`, or the caller's function.
 *
 * @example
 * formatValue(1234.5, 'money'); // '₦1,234.50'
 * formatValue(1234.5, 'number'); // '1,234.5'
 */
export function formatValue(value: number, format: ValueFormat = 'number'): string {
  if (typeof format === 'function') return format(value);
  return format === 'money' ? formatMoney(value) : numberFormat.format(value);
}
