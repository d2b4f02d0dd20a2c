import { cartLineQuantity, type MarketplaceError } from '@marketplace/sdk';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import { emptyCart } from '../state/emptyClientState';
import { applyCartChange } from './applyCartChange';
import type { CartController, CartControllerOptions } from './CartController';
import type { CartStore } from './CartStore';
import { cartCheckout } from './cartCheckout';
import { cartOwner } from './cartOwner';
import type {
  CartChange,
  CartChangeResult,
  CartItem,
  CartSlice,
  GuestCartMergeResult,
  ServerCart,
} from './cartTypes';
import type { CartServer } from './createCartServer';
import { createCartState } from './createCartState';
import type { CheckoutCalls, CheckoutCallsOptions } from './createCheckoutCalls';
import { createSerialQueue } from './createSerialQueue';
import { type CustomerCart, createCustomerCart, type PendingChange, shownItems } from './customerCart';
import { inClientOrder } from './inClientOrder';
import { limitToStock } from './limitToStock';
import { SessionEnded } from './SessionEnded';
import { sameLines } from './sameLines';
import { stockOfLines } from './stockOfLines';

const ignore = () => undefined;

/**
 * Creates the cart engine. Items live in `store` (the one owner of the lines) and change at once
 * (optimistic), cut to the stock known for each line. A guest's cart stays on the client. A customer's
 * changes also go to the server through a serial queue (one call at a time, in order); a refused change
 * is taken out of the shown items, kept in `error`, emitted as an error message and answered (not
 * thrown). When nothing more is on its way, the items become the server's own (its truth: prices,
 * names, lines it dropped), in one write. At login only a guest's lines merge into the account; at
 * logout the customer's lines leave with them (the cart is empty).
 *
 * @example
 * const cart = createCartController({ client, store: createMemoryCartStore(), emit: console.log });
 * const stop = cart.start();
 * const result = await cart.change({ kind: 'add', item: tea, stock: 5 });
 */
export function createCartController(options: CartControllerOptions): CartController {
  const { client, emit } = options;
  // The engine's own writes, told apart from another tab's (the persisted slice follows other tabs).
  let writing = 0;
  const store: CartStore = {
    ...options.store,
    setCart(next) {
      writing++;
      try {
        options.store.setCart(next);
      } finally {
        writing--;
      }
    },
  };
  const state = createCartState();
  const { update } = state;
  // The signed-in customer's side of the cart; undefined for a guest.
  let customer: CustomerCart | undefined;
  let ready: Promise<void> | undefined;
  const whenReady = () => {
    ready ??= store.ready?.() ?? Promise.resolve();
    return ready;
  };

  // The server's side of a customer's cart is a module of its own (customerSync), loaded inside the queue
  // by the first call for a customer, so the calls keep their order; a guest never downloads it.
  const serverOf = async (current: CustomerCart): Promise<CartServer> =>
    (await import('./customerSync')).createCartServer(client, current);
  const load = (current: CustomerCart) => async () => (await serverOf(current)).load();

  const queue = createSerialQueue(() => {
    const current = customer;
    if (current?.refreshWanted) {
      current.refreshWanted = false;
      void enqueue(current, load(current)).catch(ignore);
      return;
    }
    if (current?.latest) adopt(current, current.latest);
    if (current) current.latest = undefined;
    update({ syncing: false });
  });

  function enqueue<T>(owner: CustomerCart | undefined, task: () => Promise<T>): Promise<T> {
    if (!state.get().syncing) update({ syncing: true });
    return queue.run(async () => {
      await whenReady();
      if (owner?.ended) throw new SessionEnded();
      return task();
    });
  }

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
    emit({ type: 'error', message: error.message, operationId: error.operationId || operationId, error });
    return error;
  }

  function begin(owner: string, confirmed: CartItem[]): CustomerCart {
    const current = createCustomerCart(owner, confirmed);
    customer = current;
    update({ mode: 'customer', pending: 0 });
    return current;
  }

  /** The customer's session is over: their lines leave with them; calls still queued are dropped. */
  function end(): void {
    if (customer) customer.ended = true;
    customer = undefined;
    store.setCart(emptyCart());
    update({
      mode: 'guest',
      serverCart: undefined,
      checkout: cartCheckout(undefined),
      pending: 0,
      error: undefined,
      merge: undefined,
    });
  }

  async function change(requested: CartChange): Promise<CartChangeResult> {
    const slice = store.getCart();
    const { change: allowed, limited, stock, key } = limitToStock(slice.items, requested, slice.stock);
    // Checks the arguments (the SDK's RangeError) before anything is shown or sent.
    const next = allowed ? applyCartChange(slice.items, allowed) : slice.items;
    const known =
      stock !== undefined && slice.stock[key] !== stock ? { ...slice.stock, [key]: stock } : slice.stock;
    const done = (): CartChangeResult => ({
      ok: true,
      quantity: cartLineQuantity(store.getCart().items, key),
      limited,
      stock,
    });
    if (state.get().error) update({ error: undefined });
    const current = customer;
    if (!current || !allowed || next === slice.items) {
      const items = current ? slice.items : next;
      const kept = stockOfLines(known, items);
      if (items !== slice.items || kept !== slice.stock) store.setCart({ ...slice, items, stock: kept });
      return done();
    }
    const op: PendingChange = { change: allowed };
    current.pending.push(op);
    update({ pending: current.pending.length });
    store.setCart({ ...slice, items: shownItems(current), stock: known });
    const settle = () => {
      current.pending = current.pending.filter((p) => p !== op);
      update({ pending: current.pending.length });
    };
    try {
      // The bookkeeping happens inside the task, so the queue's idle step sees the final state.
      return await enqueue(current, async (): Promise<CartChangeResult> => {
        try {
          const { createCartServer, pushCartChange } = await import('./customerSync');
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
  }

  /** The lines the server prices: the confirmed ones for a customer, the shown ones for a guest. */
  const checkoutItems = () => customer?.confirmed ?? store.getCart().items;

  async function mergeGuestCart(): Promise<GuestCartMergeResult> {
    const owner = cartOwner(client.session);
    if (!owner) throw new Error('mergeGuestCart: there is no customer session to merge into');
    if (customer) return { merged: [], limited: [], failed: [], saved: [] };
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
      customer = undefined;
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

  /**
   * Another tab changed the customer's lines (its write reached the persisted slice): they are what the
   * server holds now, as far as that tab knew, and the server's cart is read again before any change of
   * this tab is sent, so a "+" here applies to the quantity set there, not to an older one.
   */
  function followOtherTab(): void {
    const current = customer;
    const slice = options.store.getCart();
    if (!current || current.ended || slice.owner !== current.owner) return;
    if (sameLines(slice.items, shownItems(current))) return;
    current.confirmed = slice.items;
    void enqueue(current, async () => {
      const cart = await load(current)();
      current.confirmed = inClientOrder(cart.cartItemsList, options.store.getCart().items);
    }).catch(ignore);
  }

  function resume(owner: string, items: CartItem[]): void {
    const current = begin(owner, items);
    void enqueue(current, load(current)).catch(ignore);
  }

  // The customer the cart followed last (null: not yet looked at).
  let followed: string | undefined | null = null;
  /** Brings the cart in line with the customer session, after the stored cart is restored. */
  function follow(): void {
    const owner = cartOwner(client.session);
    if (owner === followed) return;
    followed = owner;
    if (customer) end();
    const slice = store.getCart();
    if (!owner) {
      // A customer's cart left from a session that ended elsewhere (another tab, an expired cookie).
      if (slice.owner !== null) store.setCart(emptyCart());
      return;
    }
    if (slice.owner === owner) {
      resume(owner, slice.items);
      return;
    }
    // Another customer's lines are never shown to this one, nor sent to their account.
    if (slice.owner !== null) store.setCart(emptyCart());
    if (options.autoMerge !== false) void mergeGuestCart().catch(ignore);
  }

  const checkoutOptions: CheckoutCallsOptions = {
    client,
    emit,
    checkout: () => state.get().checkout,
    setCheckout: (patch) => update({ checkout: { ...state.get().checkout, ...patch } }),
    checkoutItems,
    changed: () => {
      if (customer) customer.refreshWanted = true;
    },
  };
  // The coupon and gift card calls are a chunk of their own, loaded by the first of them (a shop whose
  // shoppers never type a code never downloads it). A call takes its place in the queue when it is made,
  // and loads the chunk there, so it still prices the lines the shopper saw; it never rejects.
  let checkoutCalls: Promise<CheckoutCalls> | undefined;
  const loadCheckoutCalls = () => {
    checkoutCalls ??= import('./createCheckoutCalls').then(
      ({ createCheckoutCalls }) => createCheckoutCalls(checkoutOptions),
      (error: unknown) => {
        checkoutCalls = undefined;
        throw error;
      },
    );
    return checkoutCalls;
  };
  const checkoutCall =
    <K extends keyof CheckoutCalls>(name: K, operationId: string) =>
    (code: string): ReturnType<CheckoutCalls[K]> =>
      enqueue(customer, async () => (await loadCheckoutCalls())[name](code)).catch((caught: unknown) => {
        const error = asMarketplaceError(caught, operationId);
        return { ok: false as const, message: error.message, error };
      }) as ReturnType<CheckoutCalls[K]>;

  return {
    getState: state.get,
    subscribe: state.subscribe,
    change,
    applyCoupon: checkoutCall('applyCoupon', 'applyCoupon'),
    applyGiftCard: checkoutCall('applyGiftCard', 'payWithGiftCard'),
    removeCoupon: checkoutCall('removeCoupon', 'removeCoupon'),
    removeGiftCard: checkoutCall('removeGiftCard', 'removeGiftCard'),
    mergeGuestCart,
    refresh: () => {
      const current = customer;
      return current ? enqueue(current, load(current)).then(ignore) : Promise.resolve();
    },
    clearError: () => update({ error: undefined }),
    clearMerge: () => update({ merge: undefined }),
    start() {
      let running = true;
      let restored = false;
      void whenReady().then(() => {
        restored = true;
        if (running) follow();
      });
      const stop = client.session.subscribe((role) => {
        if (role === 'customer' && restored && running) follow();
      });
      const stopOtherTabs = options.store.subscribe(() => {
        if (writing === 0 && restored && running) followOtherTab();
      });
      return () => {
        running = false;
        stop();
        stopOtherTabs();
      };
    },
  };
}
