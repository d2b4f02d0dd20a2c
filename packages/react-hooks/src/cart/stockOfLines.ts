import { cartLineKey } from '@marketplace/sdk';
import type { CartItem } from './cartTypes';

/**
 * The stock entries of the lines still in `items` (the same object when none is dropped), so the stock
 * kept never outgrows the cart.
 *
 * @example
 * stockOfLines({ '56#sku=TEA': 5, '54': 2 }, [tea]); // { '56#sku=TEA': 5 }
 */
export function stockOfLines(
  stock: Record<string, number>,
  items: readonly CartItem[],
): Record<string, number> {
  const keys = new Set(items.map(cartLineKey));
  const stale = Object.keys(stock).filter((key) => !keys.has(key));
  if (stale.length === 0) return stock;
  const kept = { ...stock };
  for (const key of stale) delete kept[key];
  return kept;
}
