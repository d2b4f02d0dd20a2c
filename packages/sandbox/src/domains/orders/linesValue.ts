import { fromKobo, toKobo } from '@marketplace/sdk';

/** The value of returned lines in naira (sum of quantity × unit price), computed in kobo. */
export function linesValue(lines: readonly { quantity: number; productPrice: number }[]): number {
  return fromKobo(lines.reduce((sum, line) => sum + toKobo(line.productPrice) * line.quantity, 0));
}
