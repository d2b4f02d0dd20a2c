import { cartLineKey, cartLineQuantity } from '@marketplace/sdk';
import type { CartChange, CartItem } from './cartTypes';

/** A change cut to the stock: `change` is null when nothing may change (no units left to add). */
export interface StockLimitedChange {
  change: CartChange | null;
  /** Whether the change asked for more than the stock. */
  limited: boolean;
  /** Units in stock of the line, if known. */
  stock: number | undefined;
  /** The line the change is about. */
  key: string;
}

/**
 * Cuts a change to the stock known for its line (`stock` by `cartLineKey`, or the add's own `stock`), the
 * same for guests and customers: an add or increase gets at most the units left, a quantity at most the
 * stock. Removals and decreases pass as they are. A stock that is not a whole number of 0 or more counts
 * as unknown. Quantities are checked later by the SDK's rules (a fraction still throws there).
 *
 * @example
 * const line = { id: 56, productVariant: { sku: 'TEA', quantity: 3 }, pricing: [] };
 * limitToStock([line], { kind: 'setQuantity', key: '56#sku=TEA', quantity: 1000 }, { '56#sku=TEA': 5 });
 * // { change: { kind: 'setQuantity', key: '56#sku=TEA', quantity: 5 }, limited: true, stock: 5, key: '56#sku=TEA' }
 */
export function limitToStock(
  items: readonly CartItem[],
  change: CartChange,
  stock: Readonly<Record<string, number>>,
): StockLimitedChange {
  const key = change.kind === 'add' ? cartLineKey(change.item) : change.key;
  const known = change.kind === 'add' && isStock(change.stock) ? change.stock : stock[key];
  const limit = isStock(known) ? known : undefined;
  const unlimited = { change, limited: false, stock: limit, key };
  if (limit === undefined) return unlimited;
  const held = cartLineQuantity(items, key);
  const left = Math.max(0, limit - held);
  switch (change.kind) {
    case 'add': {
      const wanted = change.item.productVariant.quantity;
      if (!Number.isSafeInteger(wanted) || wanted <= left) return unlimited;
      const item = { ...change.item, productVariant: { ...change.item.productVariant, quantity: left } };
      return { change: left > 0 ? { ...change, item } : null, limited: true, stock: limit, key };
    }
    case 'increase': {
      const by = change.by ?? 1;
      if (!Number.isSafeInteger(by) || by <= left) return unlimited;
      return { change: left > 0 ? { ...change, by: left } : null, limited: true, stock: limit, key };
    }
    case 'setQuantity':
      if (!Number.isSafeInteger(change.quantity) || change.quantity <= limit) return unlimited;
      return { change: { ...change, quantity: limit }, limited: true, stock: limit, key };
    default:
      return unlimited;
  }
}

/** Whether a value can be a stock: a whole number of units, 0 or more. */
export const isStock = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
