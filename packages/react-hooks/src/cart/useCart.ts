'use client';
import { cartQuantity, cartTotal, cartWeight, type MarketplaceError } from '@marketplace/sdk';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ClientAppliedGiftCard, ClientShippingFee } from '../state/ClientState';
import { addChange } from './addChange';
import { useCartContext } from './CartContext';
import type {
  CartChangeResult,
  CartDiscountedProduct,
  CartFeedback,
  CartItem,
  CartItemInput,
  CartMerchantAddress,
  CartMode,
  CartShippingAddress,
  CouponApplication,
  GiftCardApplication,
  GuestCartMergeResult,
  ServerCart,
} from './cartTypes';

/** What {@link useCart} returns. Lines are addressed by the SDK's `cartLineKey(item)`. */
export interface UseCartResult {
  /** The lines as shown: the server's (or the guest's) with the changes still on their way. */
  items: CartItem[];
  /** The SDK's `cartTotal` of the shown lines: quantity times the first selling price, 2 decimals. */
  cartTotal: number;
  /** Units in the cart (the SDK's `cartQuantity`). */
  quantity: number;
  /** Weight in kg (the SDK's `cartWeight`). */
  weight: number;
  /** `guest` (client-only cart) or `customer` (mirrored to the logged-in customer's server cart). */
  mode: CartMode;
  /**
   * Adds `quantity` units (default 1) of the item's variant, never more than `item.stock` (or the stock
   * the cart knows for the line) allows: shown at once, then sent. Resolves once the server took it (at
   * once for a guest) with what it did: `{ ok: true, quantity, limited, stock }`, `limited` when it was
   * cut to the stock (say so beside the control); or `{ ok: false, error }` when the server refused (the
   * change is then rolled back, kept in `error` and emitted). Never rejects for a refusal; a quantity that
   * is not a positive whole number rejects with the SDK's `RangeError` and changes nothing.
   */
  add(item: CartItemInput, quantity?: number): Promise<CartChangeResult>;
  /** Removes the line; same pattern as `add`. */
  remove(key: string): Promise<CartChangeResult>;
  /** Adds `by` units (default 1) to the line, up to the stock; same pattern as `add`. */
  increase(key: string, by?: number): Promise<CartChangeResult>;
  /** Takes `by` units (default 1) off the line, removing it at 0; same pattern as `add`. */
  decrease(key: string, by?: number): Promise<CartChangeResult>;
  /** Sets the line's quantity (0 removes it), at most the stock; same pattern as `add`. */
  setQuantity(key: string, quantity: number): Promise<CartChangeResult>;
  /** Units in stock per line (`cartLineKey`), as known from the product when it was added. */
  stock: Readonly<Record<string, number>>;
  /**
   * What the merge at login changed: guest lines cut to the stock (`limited`) or refused (`failed`), for
   * the page to say which; undefined when every line went in as it was, until `clearMerge`.
   */
  merge: GuestCartMergeResult | undefined;
  clearMerge(): void;
  /** Naira taken off by the applied coupons. */
  discount: number;
  /** The products the coupons discounted (from the server's cart). */
  discountedProduct: CartDiscountedProduct[];
  appliedDiscountCodes: string[];
  appliedGiftCards: ClientAppliedGiftCard[];
  /** The customer's saved addresses (from the server's cart). */
  shippingAddresses: CartShippingAddress[];
  /** The address chosen for this checkout, or null. */
  selectedShippingAddress: CartShippingAddress | null;
  /** Where each merchant of the cart ships from (from the server's cart). */
  merchantAddresses: CartMerchantAddress[];
  /** Shipping fee per merchant. */
  shippingFees: ClientShippingFee[];
  shippingFeeTotal: number;
  /** The latest cart the server answered, when logged in as a customer. */
  serverCart: ServerCart | undefined;
  /** Changes shown but not yet confirmed by the server. */
  pending: number;
  /** Server calls are under way. */
  isSyncing: boolean;
  /** Why the latest change was refused (and rolled back); cleared by the next change or `clearError`. */
  error: MarketplaceError | undefined;
  clearError(): void;
  /**
   * Applies a coupon code to the cart. Never rejects: answers the server's message for a toast, success
   * or error, and also emits it on the provider's message channel.
   */
  applyCoupon(code: string): Promise<CartFeedback<CouponApplication>>;
  /** Applies a gift card to what is due (gift-card/pay); same pattern as `applyCoupon`. */
  applyGiftCard(code: string): Promise<CartFeedback<GiftCardApplication>>;
  /**
   * Takes an applied coupon code off the cart (removeCoupon): the codes left are priced again and
   * `discount` / `appliedDiscountCodes` follow the server's answer. Queued with the cart's changes; same
   * pattern as `applyCoupon` (never rejects, answers and emits the server's message).
   */
  removeCoupon(code: string): Promise<CartFeedback<CouponApplication>>;
  /**
   * Takes an applied gift card off the checkout (removeGiftCard; its balance is not spent): the cards left
   * cover what is due again and `appliedGiftCards` follows. Same pattern as `applyCoupon`.
   */
  removeGiftCard(code: string): Promise<CartFeedback<GiftCardApplication>>;
  /**
   * Sends the guest cart's lines (added while no customer was signed in; never another customer's) to
   * the customer's server cart and then shows the server's cart; for a line the server already holds
   * the larger quantity wins, and a line over the stock is cut to it (reported in `limited`, not
   * dropped). Runs by itself when a customer session appears (unless the provider has
   * `autoMerge={false}`). Rejects when there is no customer session.
   */
  mergeGuestCart(): Promise<GuestCartMergeResult>;
  /** Reloads the server's cart (customer mode). */
  refresh(): Promise<void>;
}

/**
 * The shopping cart (spec sections 3, 4 and 9): items and totals by the SDK's cart rules, optimistic
 * changes cut to the stock and mirrored to the logged-in customer's server cart in order, rolled back
 * when refused; coupons, gift cards, addresses and shipping fees from the server's cart. The lines are a
 * guest's until a customer signs in (then merged) and the customer's until they log out (then gone).
 * Needs a `CartProvider`.
 *
 * @example
 * const cart = useCart();
 * const [note, setNote] = useState('');
 * const onAdd = async () => {
 *   const done = await cart.add({ ...product, stock: product.quantity }, 1);
 *   if (done.ok && done.limited) setNote(`Only ${done.stock} in stock`);
 * };
 * <button onClick={() => void onAdd()}>Add to cart</button> <span>{note}</span>
 * <span>{cart.quantity} items, {formatMoney(cart.cartTotal)}</span>
 */
export function useCart(): UseCartResult {
  const { controller, store } = useCartContext();
  const slice = useSyncExternalStore(store.subscribe, store.getCart, store.getCart);
  const engine = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);

  const add = useCallback(
    (input: CartItemInput, quantity = 1) => controller.change(addChange(input, quantity)),
    [controller],
  );
  const remove = useCallback((key: string) => controller.change({ kind: 'remove', key }), [controller]);
  const increase = useCallback(
    (key: string, by?: number) => controller.change({ kind: 'increase', key, by }),
    [controller],
  );
  const decrease = useCallback(
    (key: string, by?: number) => controller.change({ kind: 'decrease', key, by }),
    [controller],
  );
  const setQuantity = useCallback(
    (key: string, quantity: number) => controller.change({ kind: 'setQuantity', key, quantity }),
    [controller],
  );

  const { items } = slice;
  const totals = useMemo(
    () => ({ cartTotal: cartTotal(items), quantity: cartQuantity(items), weight: cartWeight(items) }),
    [items],
  );
  const server = engine.serverCart;
  const { checkout } = engine;
  const addresses = server?.shippingAddresses ?? [];
  const selected =
    server?.selectedShippingAddress ??
    addresses.find((address) => address.id === checkout.selectedShippingAddressId) ??
    null;

  return {
    items,
    ...totals,
    mode: engine.mode,
    add,
    remove,
    increase,
    decrease,
    setQuantity,
    discount: checkout.discount,
    discountedProduct: server?.discountedProduct ?? [],
    appliedDiscountCodes: checkout.appliedDiscountCodes,
    appliedGiftCards: checkout.appliedGiftCards,
    shippingAddresses: addresses,
    selectedShippingAddress: selected,
    merchantAddresses: server?.merchantAddresses ?? [],
    shippingFees: checkout.shippingFees,
    shippingFeeTotal: checkout.shippingFeeTotal,
    stock: slice.stock,
    merge: engine.merge,
    clearMerge: controller.clearMerge,
    serverCart: server,
    pending: engine.pending,
    isSyncing: engine.syncing,
    error: engine.error,
    clearError: controller.clearError,
    applyCoupon: controller.applyCoupon,
    applyGiftCard: controller.applyGiftCard,
    removeCoupon: controller.removeCoupon,
    removeGiftCard: controller.removeGiftCard,
    mergeGuestCart: controller.mergeGuestCart,
    refresh: controller.refresh,
  };
}
