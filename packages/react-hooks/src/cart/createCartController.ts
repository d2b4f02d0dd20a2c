import { cartLineQuantity } from '@marketplace/sdk';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import { emptyCart } from '../state/emptyClientState';
import { applyCartChange } from './applyCartChange';
import type { CartController, CartControllerOptions } from './CartController';
import type { CartStore } from './CartStore';
import { cartCheckout } from './cartCheckout';
import { cartOwner } from './cartOwner';
import type { CartChange, CartChangeResult, GuestCartMergeResult } from './cartTypes';
import { createCartState } from './createCartState';
import type { CheckoutCalls, CheckoutCallsOptions } from './createCheckoutCalls';
import type { CartEngine, CustomerSide } from './createCustomerSide';
import { createSerialQueue } from './createSerialQueue';
import type { CustomerCart } from './customerCart';
import { limitToStock } from './limitToStock';
import { SessionEnded } from './SessionEnded';
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
  let ready: Promise<void> | undefined;
  const whenReady = () => {
    ready ??= store.ready?.() ?? Promise.resolve();
    return ready;
  };

  // The signed-in customer's side of the cart; undefined for a guest (set by the customer part only).
  let customer: CustomerCart | undefined;
  const queue = createSerialQueue(() => {
    const current = customer;
    if (current && side?.idle(current)) return;
    update({ syncing: false });
  });

  const engine: CartEngine = {
    client,
    emit,
    store,
    state,
    get customer() {
      return customer;
    },
    set customer(next) {
      customer = next;
    },
    enqueue(owner, task) {
      if (!state.get().syncing) update({ syncing: true });
      return queue.run(async () => {
        await whenReady();
        if (owner?.ended) throw new SessionEnded();
        return task();
      });
    },
  };

  // A signed-in customer's side of the cart (their lines on the server, the merge at login, other tabs)
  // is a module of its own (the customerSync chunk), loaded when the engine first sees a customer session:
  // a guest never downloads it. The engine has a customer only once it is loaded.
  let side: CustomerSide | undefined;
  let loadingSide: Promise<CustomerSide> | undefined;
  const customerSide = (): Promise<CustomerSide> => {
    if (side) return Promise.resolve(side);
    loadingSide ??= import('./customerSync')
      .then(({ createCustomerSide }) => {
        side = createCustomerSide(engine);
        return side;
      })
      .finally(() => {
        loadingSide = undefined;
      });
    return loadingSide;
  };

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
    // A customer session was just found and their side of the cart is loading: the change waits for it,
    // so that it is sent to their cart rather than kept as a guest's.
    if (!customer && loadingSide) await loadingSide.catch(ignore);
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
    if (!current || !side || !allowed || next === slice.items) {
      const items = current ? slice.items : next;
      const kept = stockOfLines(known, items);
      if (items !== slice.items || kept !== slice.stock) store.setCart({ ...slice, items, stock: kept });
      return done();
    }
    return side.change(current, slice, allowed, known, done);
  }

  async function mergeGuestCart(): Promise<GuestCartMergeResult> {
    const owner = cartOwner(client.session);
    if (!owner) throw new Error('mergeGuestCart: there is no customer session to merge into');
    return (await customerSide()).mergeGuestCart(owner);
  }

  // The customer the cart followed last (null: not yet looked at).
  let followed: string | undefined | null = null;
  /** Brings the cart in line with the customer session, after the stored cart is restored. */
  function follow(running: () => boolean): void {
    const owner = cartOwner(client.session);
    if (owner === followed) return;
    followed = owner;
    if (customer) end();
    if (!owner) {
      // A customer's cart left from a session that ended elsewhere (another tab, an expired cookie).
      if (store.getCart().owner !== null) store.setCart(emptyCart());
      return;
    }
    void customerSide().then(
      (loaded) => {
        if (followed === owner && running()) loaded.follow(owner, options.autoMerge !== false);
      },
      () => {
        // The customer's side did not load (offline): the cart stays a guest's, as a resume whose server
        // cart cannot be read does; the next session change tries again.
        if (followed === owner) followed = null;
      },
    );
  }

  const checkoutOptions: CheckoutCallsOptions = {
    client,
    emit,
    checkout: () => state.get().checkout,
    setCheckout: (patch) => update({ checkout: { ...state.get().checkout, ...patch } }),
    // The lines the server prices: the confirmed ones for a customer, the shown ones for a guest.
    checkoutItems: () => customer?.confirmed ?? store.getCart().items,
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
      engine
        .enqueue(customer, async () => (await loadCheckoutCalls())[name](code))
        .catch((caught: unknown) => {
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
    refresh: () => side?.refresh() ?? Promise.resolve(),
    clearError: () => update({ error: undefined }),
    clearMerge: () => update({ merge: undefined }),
    start() {
      let running = true;
      let restored = false;
      const isRunning = () => running;
      void whenReady().then(() => {
        restored = true;
        if (running) follow(isRunning);
      });
      const stop = client.session.subscribe((role) => {
        if (role === 'customer' && restored && running) follow(isRunning);
      });
      const stopOtherTabs = options.store.subscribe(() => {
        if (writing === 0 && restored && running) side?.followOtherTab();
      });
      return () => {
        running = false;
        stop();
        stopOtherTabs();
      };
    },
  };
}
