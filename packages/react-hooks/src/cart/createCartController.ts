import {
  addToCart,
  applyCoupon,
  cartLineKey,
  cartTotal,
  fromKobo,
  getCart,
  type MarketplaceClient,
  type MarketplaceError,
  payWithGiftCard,
  removeCartItem,
  removeFromCart,
  toKobo,
} from '@marketplace/sdk';
import type { MarketplaceMessage } from '../core/MarketplaceContext';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import { emptyCart } from '../state/emptyClientState';
import { applyCartChange } from './applyCartChange';
import type { CartStore } from './CartStore';
import { type CartSyncStep, cartSyncSteps } from './cartSyncSteps';
import type {
  CartChange,
  CartFeedback,
  CartItem,
  CartMode,
  CartSlice,
  CouponApplication,
  GiftCardApplication,
  GuestCartMergeResult,
  ServerCart,
} from './cartTypes';
import { createSerialQueue } from './createSerialQueue';
import { toCheckoutLines } from './toCheckoutLines';

/** Options of {@link createCartController}. */
export interface CartControllerOptions {
  client: MarketplaceClient;
  store: CartStore;
  /** The provider's message channel: errors of changes, coupon and gift card messages. */
  emit(message: MarketplaceMessage): void;
  /** Receives each cart the server answers once nothing more is on its way (to fill a cache). */
  onServerCart?(cart: ServerCart): void;
  /** Merge the guest cart into the server cart when a customer session appears. Default true. */
  autoMerge?: boolean;
}

/** What the cart engine knows beside the items (which live in the store). */
export interface CartControllerState {
  mode: CartMode;
  /** The latest cart the server answered (customer mode), with addresses, fees and discounts. */
  serverCart: ServerCart | undefined;
  /** Changes shown but not yet confirmed by the server. */
  pending: number;
  /** Server calls under way or waiting (changes, merge, coupon, gift card, refresh). */
  syncing: boolean;
  /** Why the latest change failed (and was rolled back); cleared by the next change. */
  error: MarketplaceError | undefined;
}

/** The framework-free engine behind `useCart`: optimistic changes, a serial server queue, rollback. */
export interface CartController {
  getState(): CartControllerState;
  subscribe(listener: () => void): () => void;
  /** Shows the change at once; in customer mode sends it and rolls it back if the server refuses. */
  change(change: CartChange): Promise<void>;
  applyCoupon(code: string): Promise<CartFeedback<CouponApplication>>;
  applyGiftCard(code: string): Promise<CartFeedback<GiftCardApplication>>;
  mergeGuestCart(): Promise<GuestCartMergeResult>;
  /** Reloads the server cart (customer mode) and shows its items once nothing else is on its way. */
  refresh(): Promise<void>;
  /**
   * Takes in a server cart fetched elsewhere (a cache revalidated after an order, an address or a
   * shipping fee change): its discount, fees and addresses at once; its items through a queued reload,
   * since an answer fetched outside the queue may predate changes on their way.
   */
  receive(cart: ServerCart): void;
  clearError(): void;
  /** Follows the customer session (merge at login, back to a guest cart at logout); returns stop. */
  start(): () => void;
}

type Pending = { change: CartChange };

/**
 * Creates the cart engine. Items live in `store` and change at once (optimistic). A guest's cart stays
 * on the client. A customer's changes also go to the server through a serial queue (one call at a time,
 * in order), each as the server calls that turn the confirmed line into the changed one; a refused
 * change is taken out of the shown items (the others stay), kept in `error` and emitted as an error
 * message. When nothing more is on its way, the items become the server's own (its truth: prices,
 * names, lines it dropped).
 *
 * @example
 * const cart = createCartController({ client, store: createMemoryCartStore(), emit: console.log });
 * const stop = cart.start();
 * await cart.change({ kind: 'add', item: tea });
 */
export function createCartController(options: CartControllerOptions): CartController {
  const { client, store, emit } = options;
  const asCustomer = client.as('customer');
  const listeners = new Set<() => void>();
  let state: CartControllerState = {
    mode: 'guest',
    serverCart: undefined,
    pending: 0,
    syncing: false,
    error: undefined,
  };
  // The items the server has, as far as the client knows, and the changes on their way to it.
  let confirmed: CartItem[] = [];
  let pending: Pending[] = [];
  // The last cart the server answered in this round of calls; shown once the queue is idle.
  let latest: ServerCart | undefined;
  let refreshWanted = false;
  // Bumped at logout: calls of an older session must not touch the new (guest) cart.
  let epoch = 0;
  let ready: Promise<void> | undefined;

  const queue = createSerialQueue(() => {
    if (refreshWanted && state.mode === 'customer') {
      refreshWanted = false;
      void enqueue(loadServerCart).catch(() => undefined);
      return;
    }
    if (latest && state.mode === 'customer') adopt(latest);
    latest = undefined;
    update({ syncing: false });
  });

  function update(patch: Partial<CartControllerState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  const hasSession = () => client.session.getToken('customer') !== undefined;

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (!state.syncing) update({ syncing: true });
    const session = epoch;
    return queue.run(async () => {
      ready ??= store.ready?.() ?? Promise.resolve();
      await ready;
      if (session !== epoch) throw new SessionEnded();
      return task();
    });
  }

  /** Shows the confirmed items with the changes still on their way replayed over them. */
  function render(): void {
    let items = confirmed;
    for (const op of pending) {
      try {
        items = applyCartChange(items, op.change);
      } catch {
        // Arguments were checked when the change was made; a line with a corrupt quantity skips it.
      }
    }
    store.setCart((cart) => (cart.items === items ? cart : { ...cart, items }));
  }

  /** Makes the server's cart the truth: its items and the fields the client keeps of it. */
  function adopt(cart: ServerCart): void {
    confirmed = inClientOrder(cart.cartItemsList, store.getCart().items);
    store.setCart((slice) => ({ ...slice, ...serverFields(cart) }));
    render();
    update({ serverCart: cart });
    options.onServerCart?.(cart);
  }

  async function send(step: CartSyncStep): Promise<void> {
    if (step.kind === 'add') {
      latest = (await addToCart(asCustomer, { body: step.body })).data;
      return;
    }
    try {
      latest = (await removeFromCart(asCustomer, { body: step.body })).data;
    } catch (caught) {
      // Not in the server's cart: what the removal wanted already holds.
      if (asMarketplaceError(caught, 'removeFromCart').status !== 404) throw caught;
    }
  }

  /** Sends one change as the server calls that turn the confirmed line into the changed one. */
  async function push(change: CartChange): Promise<void> {
    const next = applyCartChange(confirmed, change);
    if (next === confirmed) return;
    const key = change.kind === 'add' ? cartLineKey(change.item) : change.key;
    const before = confirmed.find((line) => cartLineKey(line) === key);
    const after = next.find((line) => cartLineKey(line) === key);
    const steps = cartSyncSteps(before, after);
    let removed = false;
    for (const step of steps) {
      try {
        await send(step);
      } catch (caught) {
        if (removed && before) {
          // Fewer units are a remove and an add: when the add fails, put the old line back so the
          // server and the rolled-back client agree; if even that fails, the line is gone on both.
          const [restore] = cartSyncSteps(undefined, before);
          try {
            if (restore) await send(restore);
          } catch {
            confirmed = removeCartItem(confirmed, key);
          }
        }
        throw caught;
      }
      if (step.kind === 'remove') removed = true;
    }
    confirmed = next;
  }

  function fail(caught: unknown, operationId: string): MarketplaceError {
    const error = asMarketplaceError(caught, operationId);
    emit({ type: 'error', message: error.message, operationId: error.operationId || operationId, error });
    return error;
  }

  async function loadServerCart(): Promise<void> {
    latest = (await getCart(asCustomer)).data;
  }

  function enterCustomerMode(items: CartItem[]): void {
    confirmed = items;
    pending = [];
    update({ mode: 'customer', pending: 0 });
  }

  function leaveCustomerMode(): void {
    epoch++;
    confirmed = [];
    pending = [];
    latest = undefined;
    refreshWanted = false;
    // The lines stay (the cart is the visitor's); what the customer's server cart priced does not.
    store.setCart((cart) => ({ ...emptyCart(), items: cart.items }));
    update({ mode: 'guest', serverCart: undefined, pending: 0, error: undefined });
  }

  async function change(change: CartChange): Promise<void> {
    // Checks the arguments (the SDK's RangeError) before anything is shown or sent.
    const next = applyCartChange(store.getCart().items, change);
    if (state.error) update({ error: undefined });
    if (state.mode === 'guest') {
      store.setCart((cart) => ({ ...cart, items: applyCartChange(cart.items, change) }));
      return;
    }
    if (next === store.getCart().items) return;
    const op: Pending = { change };
    pending.push(op);
    update({ pending: pending.length });
    render();
    const operationId = change.kind === 'add' ? 'addToCart' : 'removeFromCart';
    const settle = () => {
      pending = pending.filter((p) => p !== op);
    };
    try {
      // The bookkeeping happens inside the task, so the queue's idle step sees the final state.
      await enqueue(async () => {
        try {
          await push(change);
        } catch (caught) {
          settle();
          render();
          const error = fail(caught, operationId);
          refreshWanted = true;
          update({ pending: pending.length, error });
          throw error;
        }
        settle();
        update({ pending: pending.length });
      });
    } catch (caught) {
      if (caught instanceof SessionEnded) return;
      throw caught;
    }
  }

  /** Runs a checkout call in the queue and answers with its message, success or error (also emitted). */
  function feedback<T>(
    operationId: string,
    call: () => Promise<{ data: T; message: string }>,
    onSuccess: (data: T) => void,
  ): Promise<CartFeedback<T>> {
    return enqueue(async (): Promise<CartFeedback<T>> => {
      try {
        const result = await call();
        onSuccess(result.data);
        if (state.mode === 'customer') refreshWanted = true;
        emit({ type: 'success', message: result.message, operationId });
        return { ok: true, message: result.message, data: result.data };
      } catch (caught) {
        const error = fail(caught, operationId);
        return { ok: false, message: error.message, error };
      }
    }).catch((caught: unknown) => {
      const error = asMarketplaceError(caught, operationId);
      return { ok: false, message: error.message, error };
    });
  }

  /** The lines the server prices: the confirmed ones for a customer, the shown ones for a guest. */
  const checkoutItems = () => (state.mode === 'customer' ? confirmed : store.getCart().items);

  const controller: CartController = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    change,
    applyCoupon: (code) =>
      feedback<CouponApplication>(
        'applyCoupon',
        () => {
          const items = checkoutItems();
          return applyCoupon(asCustomer, {
            body: {
              code,
              cartItems: toCheckoutLines(items),
              cartTotal: cartTotal(items),
              appliedDiscountCodes: [...store.getCart().appliedDiscountCodes],
            },
          });
        },
        (data) =>
          store.setCart((cart) => ({
            ...cart,
            appliedDiscountCodes: [...data.appliedDiscountCodes],
            discount: data.discount,
          })),
      ),
    applyGiftCard: (code) =>
      feedback<GiftCardApplication>(
        'payWithGiftCard',
        () => {
          // What is due before the card: the cart less coupon discounts, plus shipping, in exact kobo.
          const cart = store.getCart();
          const due =
            toKobo(cartTotal(checkoutItems())) - toKobo(cart.discount) + toKobo(cart.shippingFeeTotal);
          return payWithGiftCard(asCustomer, { body: { code, amount: fromKobo(Math.max(0, due)) } });
        },
        (data) => store.setCart((cart) => ({ ...cart, appliedGiftCards: [...data.appliedGiftCards] })),
      ),
    async mergeGuestCart() {
      if (!hasSession()) throw new Error('mergeGuestCart: there is no customer session to merge into');
      if (state.mode === 'customer') return { merged: [], failed: [] };
      const guest = [...store.getCart().items];
      // The guest lines stay shown while they are sent; changes made meanwhile queue up behind.
      enterCustomerMode(guest);
      return enqueue(async () => {
        const result: GuestCartMergeResult = { merged: [], failed: [] };
        let server: ServerCart;
        try {
          server = (await getCart(asCustomer)).data;
          latest = server;
        } catch (caught) {
          // Nothing was sent: back to a guest cart (changes made meanwhile stay on it, unsent), so
          // that mergeGuestCart() can be tried again.
          const error = fail(caught, 'getCart');
          epoch++;
          confirmed = [];
          pending = [];
          update({ mode: 'guest', pending: 0 });
          return { merged: [], failed: guest.map((item) => ({ item, error })) };
        }
        for (const item of guest) {
          const key = cartLineKey(item);
          const there = server.cartItemsList.find((line) => cartLineKey(line) === key);
          // The larger quantity wins for a line the server already holds: logging out (the lines stay)
          // and in again never doubles them.
          const steps =
            (there?.productVariant.quantity ?? 0) < item.productVariant.quantity
              ? cartSyncSteps(there, item)
              : [];
          try {
            for (const step of steps) await send(step);
            result.merged.push(item);
          } catch (caught) {
            result.failed.push({ item, error: fail(caught, 'addToCart') });
          }
        }
        return result;
      });
    },
    refresh: () => (state.mode === 'customer' ? enqueue(loadServerCart) : Promise.resolve()),
    receive(cart) {
      if (state.mode !== 'customer' || cart === state.serverCart) return;
      store.setCart((slice) => ({ ...slice, ...serverFields(cart) }));
      update({ serverCart: cart });
      if (!sameLines(cart.cartItemsList, confirmed)) void controller.refresh().catch(() => undefined);
    },
    clearError: () => update({ error: undefined }),
    start() {
      let customer = hasSession();
      if (customer && state.mode === 'guest') {
        enterCustomerMode([...store.getCart().items]);
        void enqueue(loadServerCart).catch(() => undefined);
      }
      const stop = client.session.subscribe((role) => {
        if (role !== 'customer') return;
        const now = hasSession();
        if (now === customer) return;
        customer = now;
        if (!now) {
          if (state.mode === 'customer') leaveCustomerMode();
        } else if (options.autoMerge !== false && state.mode === 'guest') {
          void controller.mergeGuestCart().catch(() => undefined);
        }
      });
      return stop;
    },
  };
  return controller;
}

/** A queued call of a session that has ended since it was queued. */
class SessionEnded extends Error {
  constructor() {
    super('The customer session ended');
  }
}

/**
 * The server's lines in the order the client shows them (a decrease is a remove and an add on the
 * server, which moves the line to the end there); lines the client does not know come after, in the
 * server's order.
 */
function inClientOrder(server: readonly CartItem[], shown: readonly CartItem[]): CartItem[] {
  const place = new Map(shown.map((line, index) => [cartLineKey(line), index]));
  const rank = (line: CartItem) => place.get(cartLineKey(line)) ?? shown.length;
  // Array.prototype.sort is stable, so unknown lines keep the server's order.
  return [...server].sort((a, b) => rank(a) - rank(b));
}

/** Whether two lists hold the same lines with the same quantities, in any order. */
function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  if (a.length !== b.length) return false;
  const quantities = new Map(a.map((line) => [cartLineKey(line), line.productVariant.quantity]));
  return b.every((line) => quantities.get(cartLineKey(line)) === line.productVariant.quantity);
}

/** The fields of the server's cart the client slice keeps. */
function serverFields(cart: ServerCart): Omit<CartSlice, 'items'> {
  return {
    appliedDiscountCodes: [...(cart.appliedDiscountCodes ?? [])],
    appliedGiftCards: [...(cart.appliedGiftCards ?? [])],
    selectedShippingAddressId: cart.selectedShippingAddress?.id ?? null,
    discount: cart.discount ?? 0,
    shippingFees: [...(cart.shippingFees ?? [])],
    shippingFeeTotal: cart.shippingFeeTotal ?? 0,
  };
}
