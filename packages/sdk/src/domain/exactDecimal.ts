/** A decimal number held exactly: `units / 10^scale`. */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

/**
 * The exact decimal a number stands for: its shortest decimal text (`String(value)`, which reads back as
 * the same number), as an integer of units and a power-of-ten scale. `0.125` is 125 units at scale 3, not
 * the binary 0.125000000000000000…; `1.005` is 1005 at scale 3, not 1.00499999999999989….
 *
 * Throws a `RangeError` for NaN and ±Infinity.
 *
 * @example
 * exactDecimal(0.125); // { units: 125n, scale: 3 }
 * exactDecimal(-1.5e-7); // { units: -15n, scale: 8 }
 * exactDecimal(1e21); // { units: 1000000000000000000000n, scale: 0 }
 */
export function exactDecimal(value: number): ExactDecimal {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  // e.g. '0.125', '1.5e-7', '1e+21'
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let units = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: value < 0 ? -units : units, scale };
}

/**
 * `units / 10^scale` rounded to `places` decimals, half away from zero, as units at scale `places`.
 *
 * @example
 * roundDecimal({ units: 375n, scale: 3 }, 2); // 38n (0.375 → 0.38)
 * roundDecimal({ units: -375n, scale: 3 }, 2); // -38n
 */
export function roundDecimal({ units, scale }: ExactDecimal, places: number): bigint {
  if (scale <= places) return units * 10n ** BigInt(places - scale);
  const divisor = 10n ** BigInt(scale - places);
  const magnitude = units < 0n ? -units : units;
  // Half away from zero: add half the divisor to the magnitude, then truncate.
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return units < 0n ? -rounded : rounded;
}
