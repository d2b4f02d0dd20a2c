import { cartLineKey } from '@marketplace/sdk';
import type { CartItem, CartLineLimit } from './cartTypes';
import { isStock } from './limitToStock';

/** One guest line as the merge sends it: the quantity the account's line should reach. */
export interface GuestMergeLine {
  item: CartItem;
  /** The account's line now (absent when the account has none). */
  there: CartItem | undefined;
  /** Units the account's line should hold after the merge. */
  target: number;
  /** Set when the guest's quantity was cut to the stock. */
  limit: CartLineLimit | undefined;
}

/**
 * How a guest's lines go into the account's server cart: for a line the account already holds the larger
 * quantity wins (so a guest line never doubles one); every line is cut to the stock known for it, never
 * dropped for being over it (a sold-out line goes to 0 and is reported).
 *
 * @example
 * planGuestMerge([tea8], [], { '56#sku=TEA': 5 });
 * // [{ item: tea8, there: undefined, target: 5, limit: { item: tea8, from: 8, to: 5 } }]
 */
export function planGuestMerge(
  guest: readonly CartItem[],
  server: readonly CartItem[],
  stock: Readonly<Record<string, number>>,
): GuestMergeLine[] {
  return guest.map((item) => {
    const key = cartLineKey(item);
    const there = server.find((line) => cartLineKey(line) === key);
    const held = there?.productVariant.quantity ?? 0;
    const wanted = Math.max(held, item.productVariant.quantity);
    const known = stock[key];
    const target = isStock(known) ? Math.max(held, Math.min(wanted, known)) : wanted;
    const limit =
      target < item.productVariant.quantity
        ? { item, from: item.productVariant.quantity, to: target }
        : undefined;
    return { item, there, target, limit };
  });
}
