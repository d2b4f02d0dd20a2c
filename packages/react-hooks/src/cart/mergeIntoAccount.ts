import {
  getCustomerProduct,
  type MarketplaceClient,
  type MarketplaceError,
  stockLimit,
} from '@marketplace/sdk';
import type { CartControllerState } from './CartController';
import type { CartStore } from './CartStore';
import type { CartItem, GuestCartMergeResult, ServerCart } from './cartTypes';
import { createCartServer } from './createCartServer';
import type { CustomerCart } from './customerCart';
import { mergeGuestLines } from './mergeGuestLines';
import { SessionEnded } from './SessionEnded';

/** What {@link mergeIntoAccount} needs of the cart engine. */
export interface MergeIntoAccountOptions {
  client: MarketplaceClient;
  /** The customer's side of the cart, begun with the guest's lines. */
  customer: CustomerCart;
  /** The guest's lines (only those: another customer's lines never reach this). */
  guest: readonly CartItem[];
  /** The stock the cart knew when the merge began, by line. */
  stock: Readonly<Record<string, number>>;
  store: CartStore;
  update(patch: Partial<CartControllerState>): void;
  /** Reports a failure (emitted as an error message) and gives its error. */
  fail(caught: unknown, operationId: string): MarketplaceError;
  /** The account's cart could not be read, so nothing was sent: the cart goes back to a guest's. */
  notMerged(caught: unknown): GuestCartMergeResult;
}

/**
 * A guest's cart joins the account at login (the cart engine's `mergeGuestCart`, inside its queue): reads
 * the account's cart, sends the guest's lines by {@link mergeGuestLines}, keeps the stock that refused
 * lines' products answered, and shows what was cut, failed or saved (`merge`). A module of its own,
 * loaded by the first login with a guest cart.
 *
 * @example
 * const result = await mergeIntoAccount({ client, customer, guest, stock, store, update, fail, notMerged });
 */
export async function mergeIntoAccount(options: MergeIntoAccountOptions): Promise<GuestCartMergeResult> {
  const { client, store } = options;
  const server = createCartServer(client, options.customer);
  let there: ServerCart;
  try {
    there = await server.load();
  } catch (caught) {
    if (caught instanceof SessionEnded) throw caught;
    return options.notMerged(caught);
  }
  const learned: Record<string, number> = {};
  const result = await mergeGuestLines({
    guest: options.guest,
    there: there.cartItemsList,
    stock: options.stock,
    server,
    // The stock of a line's product (or variant) as the server's catalogue answers it.
    stockOnServer: async (item) => {
      const { data } = await getCustomerProduct(client.as('customer'), { path: { id: item.id } });
      return stockLimit(data, item.productVariant);
    },
    fail: (caught) => options.fail(caught, 'addToCart'),
    onStock: (key, units) => {
      learned[key] = units;
    },
  });
  if (Object.keys(learned).length > 0)
    store.setCart((cart) => ({ ...cart, stock: { ...cart.stock, ...learned } }));
  if (result.limited.length > 0 || result.failed.length > 0 || result.saved.length > 0)
    options.update({ merge: result });
  return result;
}
