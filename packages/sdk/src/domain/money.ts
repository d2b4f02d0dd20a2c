import { toScaledInteger } from './toScaledInteger';

/**
 * An amount in naira as whole kobo (1 naira = 100 kobo), rounded half away from zero. Sums of kobo are
 * exact integers, which sums of naira in floating point are not (`0.1 + 0.2 !== 0.3`).
 *
 * Throws a `RangeError` for NaN, ±Infinity and amounts too large to count exactly in kobo
 * (about ±90 trillion naira).
 *
 * @example
 * toKobo(1234.5); // 123450
 * toKobo(1.005); // 101 (not 100: the decimal 1.005 is rounded, not its binary approximation)
 * toKobo(-1.005); // -101
 */
export function toKobo(naira: number): number {
  return toScaledInteger(naira, 2);
}

/**
 * Whole kobo back to naira.
 *
 * @example
 * fromKobo(123450); // 1234.5
 * fromKobo(101); // 1.01
 */
export function fromKobo(kobo: number): number {
  // One correctly rounded division gives the double nearest to the decimal kobo / 100.
  return kobo / 100;
}

/**
 * An amount in naira rounded to 2 decimals (whole kobo), half away from zero.
 *
 * @example
 * roundMoney(1.005); // 1.01
 * roundMoney(-1.005); // -1.01
 * roundMoney(0.1 + 0.2); // 0.3
 */
export function roundMoney(naira: number): number {
  return fromKobo(toKobo(naira));
}
