import type { ValueFormat } from './chartTypes';
import { formatValue } from './formatValue';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const dayFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A short x-axis label: a day `2026-11-03` as "3 Nov", a month `2026-11` as "Nov 2026", anything else
 * as it is, cut to `max` characters (the data table keeps the whole label).
 *
 * @example
 * axisLabel('2026-11-03'); // '3 Nov'
 */
export function axisLabel(x: string, max = 18): string {
  // The report's day is already a Lagos calendar day: read it as a date, with no time-zone shift.
  if (DAY.test(x)) return dayFormat.format(new Date(`${x}T00:00:00Z`));
  if (MONTH.test(x)) return monthFormat.format(new Date(`${x}-01T00:00:00Z`));
  return x.length > max ? `${x.slice(0, max - 1)}…` : x;
}

/**
 * A short value-axis label: money as "₦12K", numbers compact ("1.2K"), a caller's format as it is.
 *
 * @example
 * valueAxisLabel(12500, 'money'); // '₦12.5K'
 */
export function valueAxisLabel(value: number, format: ValueFormat = 'number'): string {
  if (typeof format === 'function') return formatValue(value, format);
  const text = compact.format(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  return format === 'money' ? `${sign}₦${text}` : `${sign}${text}`;
}
