import { cartLineKey } from '@marketplace/sdk';
import type { CartItem } from './cartTypes';

/**
 * Whether two lists hold the same lines with the same quantities, in any order.
 *
 * @example
 * sameLines([tea, oil], [oil, tea]); // true
 */
export function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  if (a.length !== b.length) return false;
  const quantities = new Map(a.map((line) => [cartLineKey(line), line.productVariant.quantity]));
  return b.every((line) => quantities.get(cartLineKey(line)) === line.productVariant.quantity);
}
