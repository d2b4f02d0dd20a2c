import type { MarketplaceClient, MarketplaceError } from '@marketplace/sdk';
import type { MarketplaceMessage } from '../core/MarketplaceMessage';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import { emptyCart } from '../state/emptyClientState';
import type { CartStore } from './CartStore';
import { cartCheckout } from './cartCheckout';
import type {
  CartChange,
  CartChangeResult,
  CartItem,
  CartSlice,
  GuestCartMergeResult,
  ServerCart,
} from './cartTypes';
import { createCartServer } from './createCartServer';
import type { CartState } from './createCartState';
import { type CustomerCart, createCustomerCart, type PendingChange, shownItems } from './customerCart';
import { inClientOrder } from './inClientOrder';
import { pushCartChange } from './pushCartChange';
import { SessionEnded } from './SessionEnded';
import { sameLines } from './sameLines';
import { stockOfLines } from './stockOfLines';

/** What the cart engine (`createCartController`) shares with its customer side. */
export interface CartEngine {
  readonly client: MarketplaceClient;
  emit(message: MarketplaceMessage): void;
  /** The store as the engine writes it (its own writes told apart from another tab's). */
  readonly store: CartStore;
  readonly state: CartState;
  /** The signed-in customer's side of the cart; undefined for a guest. Set here only. */
  customer: CustomerCart | undefined;
  /** Runs `task` in the engine's serial queue, after the stored cart is restored, while `owner` lasts. */
  enqueue<T>(owner: CustomerCart | undefined, task: () => Promise<T>): Promise<T>;
}

/** A signed-in customer's part of the cart engine (see {@link createCustomerSide}). */
export interface CustomerSide {
  /** A customer session appeared: their stored lines resume, or a guest's lines merge (`autoMerge`). */
  follow(owner: string, autoMerge: boolean): void;
  /** Sends a change that is already allowed and applied to the shown lines; rolls it back if refused. */
  change(
    current: CustomerCart,
    slice: CartSlice,
    allowed: CartChange,
    stock: CartSlice['stock'],
    done: () => CartChangeResult,
  ): Promise<CartChangeResult>;
  mergeGuestCart(owner: string): Promise<GuestCartMergeResult>;
  /** Another tab changed this customer's lines: the server's cart is read again before the next change. */
  followOtherTab(): void;
  /** Reloads the customer's server cart (nothing for a guest). */
  refresh(): Promise<void>;
  /** The queue ran dry: reloads when a call asked for it (true), else shows the server's latest cart. */
  idle(current: CustomerCart): boolean;
}

const ignore = () => undefined;

/**
 * The customer's side of the cart engine: their lines on the server (resume, merge at login, changes sent
 * in order and rolled back when refused, another tab's writes, the server's cart adopted as the truth).
 * A module of its own, in the chunk the engine loads when it first sees a customer session: a guest's shop
 * never downloads it.
 *
 * @example
 * const side = createCustomerSide(engine);
 * side.follow('customer:7', true);
 */
export function createCustomerSide(engine: CartEngine): CustomerSide {
  const { client, store, state, enqueue } = engine;
  const { update } = state;
  const load = (current: CustomerCart) => () => createCartServer(client, current).load();

  /** Shows the customer's confirmed lines with the changes on their way (one write). */
  function render(current: CustomerCart): void {
    const items = shownItems(current);
    store.setCart((slice) => (slice.items === items ? slice : { ...slice, items }));
  }

  /** Makes the server's cart the truth: its lines in one write, its checkout in the engine's state. */
  function adopt(current: CustomerCart, cart: ServerCart): void {
    const slice = store.getCart();
    current.confirmed = inClientOrder(cart.cartItemsList, slice.items);
    const items = shownItems(current);
    const next: CartSlice = {
      ...slice,
      items,
      owner: current.owner,
      stock: stockOfLines(slice.stock, items),
    };
    if (JSON.stringify(next) !== JSON.stringify(slice)) store.setCart(next);
    update({ serverCart: cart, checkout: cartCheckout(cart) });
  }

  function fail(caught: unknown, operationId: string): MarketplaceError {
    const error = asMarketplaceError(caught, operationId);
    engine.emit({
      type: 'error',
      message: error.message,
      operationId: error.operationId || operationId,
      error,
    });
    return error;
  }

  function begin(owner: string, confirmed: CartItem[]): CustomerCart {
    const current = createCustomerCart(owner, confirmed);
    engine.customer = current;
    update({ mode: 'customer', pending: 0 });
    return current;
  }

  async function mergeGuestCart(owner: string): Promise<GuestCartMergeResult> {
    if (engine.customer) return { merged: [], limited: [], failed: [], saved: [] };
    const slice = store.getCart();
    // Only a guest's lines merge; lines another customer left are never sent.
    const guest = slice.owner === null ? [...slice.items] : [];
    // The guest lines stay shown while they are sent; changes made meanwhile queue up behind.
    const current = begin(owner, guest);
    // Nothing was sent: back to a guest cart (changes made meanwhile stay on it, unsent), so that
    // mergeGuestCart() can be tried again.
    const notMerged = (caught: unknown): GuestCartMergeResult => {
      const error = fail(caught, 'getCart');
      current.ended = true;
      engine.customer = undefined;
      update({ mode: 'guest', pending: 0 });
      return { merged: [], limited: [], failed: guest.map((item) => ({ item, error })), saved: [] };
    };
    // The merge is a module of its own, loaded by the first login with a guest cart.
    return enqueue(current, () =>
      import('./mergeIntoAccount').then(
        ({ mergeIntoAccount }) =>
          mergeIntoAccount({
            client,
            customer: current,
            guest,
            stock: slice.stock,
            store,
            update,
            fail,
            notMerged,
          }),
        notMerged,
      ),
    );
  }

  return {
    follow(owner, autoMerge) {
      const slice = store.getCart();
      if (slice.owner === owner) {
        const current = begin(owner, slice.items);
        void enqueue(current, load(current)).catch(ignore);
        return;
      }
      // Another customer's lines are never shown to this one, nor sent to their account.
      if (slice.owner !== null) store.setCart(emptyCart());
      if (autoMerge) void mergeGuestCart(owner).catch(ignore);
    },
    async change(current, slice, allowed, stock, done) {
      const op: PendingChange = { change: allowed };
      current.pending.push(op);
      update({ pending: current.pending.length });
      store.setCart({ ...slice, items: shownItems(current), stock });
      const settle = () => {
        current.pending = current.pending.filter((p) => p !== op);
        update({ pending: current.pending.length });
      };
      try {
        // The bookkeeping happens inside the task, so the queue's idle step sees the final state.
        return await enqueue(current, async (): Promise<CartChangeResult> => {
          try {
            await pushCartChange(current, createCartServer(client, current), allowed);
          } catch (caught) {
            if (caught instanceof SessionEnded) throw caught;
            settle();
            render(current);
            const error = fail(caught, allowed.kind === 'add' ? 'addToCart' : 'removeFromCart');
            current.refreshWanted = true;
            update({ error });
            return { ok: false, error };
          }
          settle();
          return done();
        });
      } catch (caught) {
        // The customer logged out meanwhile: the change left with their cart.
        if (caught instanceof SessionEnded) return done();
        throw caught;
      }
    },
    mergeGuestCart,
    /**
     * Another tab changed the customer's lines (its write reached the persisted slice): they are what the
     * server holds now, as far as that tab knew, and the server's cart is read again before any change of
     * this tab is sent, so a "+" here applies to the quantity set there, not to an older one.
     */
    followOtherTab() {
      const current = engine.customer;
      const slice = store.getCart();
      if (!current || current.ended || slice.owner !== current.owner) return;
      if (sameLines(slice.items, shownItems(current))) return;
      current.confirmed = slice.items;
      void enqueue(current, async () => {
        const cart = await load(current)();
        current.confirmed = inClientOrder(cart.cartItemsList, store.getCart().items);
      }).catch(ignore);
    },
    refresh() {
      const current = engine.customer;
      return current ? enqueue(current, load(current)).then(ignore) : Promise.resolve();
    },
    idle(current) {
      if (current.refreshWanted) {
        current.refreshWanted = false;
        void enqueue(current, load(current)).catch(ignore);
        return true;
      }
      if (current.latest) adopt(current, current.latest);
      current.latest = undefined;
      return false;
    },
  };
}
