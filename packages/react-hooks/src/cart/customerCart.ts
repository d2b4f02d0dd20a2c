import type { CartChange, CartItem, ServerCart } from './cartTypes';
import { replayChanges } from './replayChanges';

/** A change shown but not yet confirmed by the server (an object, so that it can be found again). */
export interface PendingChange {
  change: CartChange;
}

/**
 * The server side of one customer's cart, for as long as their session lasts: made at login, `ended` at
 * logout, so that a call queued in one session never runs in the next one.
 */
export interface CustomerCart {
  /** The customer (see `cartOwner`). */
  readonly owner: string;
  /** The lines the server has, as far as the client knows. */
  confirmed: CartItem[];
  /** Changes on their way to the server, in order. */
  pending: PendingChange[];
  /** The last cart the server answered in this round of calls; shown once the queue is idle. */
  latest: ServerCart | undefined;
  /** A call failed or changed the server's cart: reload it before showing anything. */
  refreshWanted: boolean;
  ended: boolean;
}

/**
 * A customer's cart at the start of their session, with `confirmed` as the lines believed on the server.
 *
 * @example
 * const customer = createCustomerCart('customer:1', store.getCart().items);
 */
export function createCustomerCart(owner: string, confirmed: CartItem[]): CustomerCart {
  return { owner, confirmed, pending: [], latest: undefined, refreshWanted: false, ended: false };
}

/**
 * The lines as shown: the confirmed ones with the changes still on their way replayed over them.
 *
 * @example
 * store.setCart((slice) => ({ ...slice, items: shownItems(customer) }));
 */
export function shownItems(customer: CustomerCart): CartItem[] {
  return replayChanges(
    customer.confirmed,
    customer.pending.map((p) => p.change),
  );
}
