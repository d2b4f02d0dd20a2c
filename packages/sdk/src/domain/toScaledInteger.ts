/**
 * `value × 10^places` rounded to an integer, half away from zero, computed on the number's decimal digits.
 *
 * `String(value)` is the shortest decimal that reads back as the same number, so `1.005` is taken as the
 * 1.005 the user typed rather than the 1.00499999999999989… stored in binary (where `1.005 * 100` gives
 * 100.49999999999999). The decimal point is moved on the digits and the first dropped digit decides the
 * rounding, so no floating-point step can tip a value over or under a half.
 *
 * Throws a `RangeError` for NaN and ±Infinity, and when the result is too large to be an exact integer
 * (beyond `Number.MAX_SAFE_INTEGER`), so that no amount is silently wrong.
 *
 * @example
 * toScaledInteger(1.005, 2); // 101
 * toScaledInteger(-1.005, 2); // -101
 * toScaledInteger(0.0005, 3); // 1
 */
export function toScaledInteger(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  // e.g. '1.005' or '1.5e-7' or '1e+21'
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  // Index in `digits` of the first digit after the scaled number's decimal point.
  const point = whole.length + Number(exponent) + places;
  let scaled: number;
  if (point >= digits.length) scaled = Number(digits.padEnd(point, '0'));
  else if (point < 0) scaled = 0;
  else scaled = Number(digits.slice(0, point) || '0') + (digits.charCodeAt(point) >= 53 /* '5' */ ? 1 : 0);
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${value} is too large to compute exactly`);
  // Negating 0 would give -0, which prints as '0' but is not Object.is-equal to 0.
  return value < 0 && scaled !== 0 ? -scaled : scaled;
}
