/**
 * Whether a string is a coupon date (spec section 5): `YYYY-MM-DD` naming a day that exists, so
 * `2026-02-30` and `2026-13-01` are not dates, and `2024-02-29` is (leap years by the Gregorian rule).
 *
 * @example
 * isCouponDate('2026-03-01'); // true
 * isCouponDate('2026-02-29'); // false
 * isCouponDate('2026-3-1'); // false
 */
export function isCouponDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * A date as a coupon date, `YYYY-MM-DD`, read in local time: a date picker's midnight in Lagos (UTC+1)
 * is still that day, where `toISOString` would give the day before. Throws a `RangeError` for an invalid
 * date or a year outside 0–9999, which the format cannot hold.
 *
 * @example
 * formatCouponDate(new Date(2026, 2, 1)); // '2026-03-01'
 */
export function formatCouponDate(date: Date): string {
  const year = date.getFullYear();
  if (!(year >= 0 && year <= 9999))
    throw new RangeError(`formatCouponDate: not a date with a 4-digit year: ${date}`);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
