import { cartLineKey, type MarketplaceError } from '@marketplace/sdk';
import { cartSyncSteps } from './cartSyncSteps';
import type { CartItem, GuestCartMergeResult } from './cartTypes';
import type { CartServer } from './createCartServer';
import { isStock } from './limitToStock';
import { planGuestMerge } from './planGuestMerge';
import { SessionEnded } from './SessionEnded';

/** What {@link mergeGuestLines} needs besides the lines. */
export interface MergeGuestLinesOptions {
  /** The guest's lines (only those: another customer's lines never reach this). */
  guest: readonly CartItem[];
  /** The account's lines as the server answered them. */
  there: readonly CartItem[];
  /** The stock the cart knows, by line. */
  stock: Readonly<Record<string, number>>;
  server: CartServer;
  /** The stock of a line's product on the server (asked only for a refused line of unknown stock). */
  stockOnServer(item: CartItem): Promise<number | undefined>;
  /** Reports a line's failure (emitted as an error message) and gives its error. */
  fail(caught: unknown): MarketplaceError;
  /** Told the stock a refused line's product answered, so that the cart honours it from now on. */
  onStock?(key: string, units: number): void;
}

/**
 * Sends a guest's lines to the account's server cart by {@link planGuestMerge}: each line is cut to the
 * stock it knows; a line of unknown stock the server refuses is cut to the stock its product answers
 * (not dropped); what still fails is reported per line; the account's saved lines the guest did not
 * have are listed (`saved`). A session that ended meanwhile stops it.
 *
 * @example
 * const result = await mergeGuestLines({ guest, there: cart.cartItemsList, stock, server, stockOnServer, fail });
 */
export async function mergeGuestLines(options: MergeGuestLinesOptions): Promise<GuestCartMergeResult> {
  const { server, stock } = options;
  // The account's saved lines join a guest's cart: said, when there was a guest cart to join.
  const guestKeys = new Set(options.guest.map(cartLineKey));
  const saved = options.guest.length ? options.there.filter((line) => !guestKeys.has(cartLineKey(line))) : [];
  const result: GuestCartMergeResult = { merged: [], limited: [], failed: [], saved };
  for (const line of planGuestMerge(options.guest, options.there, stock)) {
    const held = line.there?.productVariant.quantity ?? 0;
    const from = line.item.productVariant.quantity;
    /** Brings the account's line to `to` units (no call when it holds that many already). */
    const reach = async (to: number) => {
      const target = { ...line.item, productVariant: { ...line.item.productVariant, quantity: to } };
      for (const step of to > held ? cartSyncSteps(line.there, target) : []) await server.send(step);
      if (to > 0) result.merged.push(line.item);
    };
    let refused: unknown;
    try {
      await reach(line.target);
      if (line.limit) result.limited.push(line.limit);
      continue;
    } catch (caught) {
      if (caught instanceof SessionEnded) throw caught;
      refused = caught;
    }
    const key = cartLineKey(line.item);
    const onServer = isStock(stock[key])
      ? undefined
      : await options.stockOnServer(line.item).catch(() => undefined);
    if (onServer !== undefined) options.onStock?.(key, onServer);
    if (onServer === undefined || onServer >= line.target) {
      result.failed.push({ item: line.item, error: options.fail(refused) });
      continue;
    }
    const to = Math.max(held, onServer);
    try {
      await reach(to);
      result.limited.push({ item: line.item, from, to });
    } catch (caught) {
      if (caught instanceof SessionEnded) throw caught;
      result.failed.push({ item: line.item, error: options.fail(caught) });
    }
  }
  return result;
}
