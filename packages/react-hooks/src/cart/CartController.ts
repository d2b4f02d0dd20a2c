import type { MarketplaceClient, MarketplaceError } from '@marketplace/sdk';
import type { MarketplaceMessage } from '../core/MarketplaceMessage';
import type { CartStore } from './CartStore';
import type { CartCheckout } from './cartCheckout';
import type {
  CartChange,
  CartChangeResult,
  CartFeedback,
  CartMode,
  CouponApplication,
  GiftCardApplication,
  GuestCartMergeResult,
  ServerCart,
} from './cartTypes';

/** Options of `createCartController`. */
export interface CartControllerOptions {
  client: MarketplaceClient;
  store: CartStore;
  /** The provider's message channel: errors of changes, coupon and gift card messages. */
  emit(message: MarketplaceMessage): void;
  /** Merge the guest cart into the server cart when a customer session appears. Default true. */
  autoMerge?: boolean;
}

/** What the cart engine knows beside the items (which live in the store). */
export interface CartControllerState {
  mode: CartMode;
  /** The latest cart the server answered (customer mode), with addresses, fees and discounts. */
  serverCart: ServerCart | undefined;
  /**
   * The checkout as the server last told it (codes, gift cards, discount, fees, chosen address), updated
   * by the coupon and gift card answers; nothing applied for a guest.
   */
  checkout: CartCheckout;
  /** Changes shown but not yet confirmed by the server. */
  pending: number;
  /** Server calls under way or waiting (changes, merge, coupon, gift card, refresh). */
  syncing: boolean;
  /** Why the latest change failed (and was rolled back); cleared by the next change. */
  error: MarketplaceError | undefined;
  /** What the merge at login changed (lines cut to the stock, lines refused), until `clearMerge`. */
  merge: GuestCartMergeResult | undefined;
}

/** The framework-free engine behind `useCart`: optimistic changes, a serial server queue, rollback. */
export interface CartController {
  getState(): CartControllerState;
  subscribe(listener: () => void): () => void;
  /**
   * Shows the change at once, cut to the stock; for a customer sends it and rolls it back if the server
   * refuses. Resolves with what it did, a refusal included; throws only a `RangeError` for a quantity
   * that is not a whole number.
   */
  change(change: CartChange): Promise<CartChangeResult>;
  applyCoupon(code: string): Promise<CartFeedback<CouponApplication>>;
  applyGiftCard(code: string): Promise<CartFeedback<GiftCardApplication>>;
  /** Takes an applied coupon off the cart (removeCoupon); same feedback as `applyCoupon`. */
  removeCoupon(code: string): Promise<CartFeedback<CouponApplication>>;
  /** Takes an applied gift card off the checkout (removeGiftCard); same feedback as `applyGiftCard`. */
  removeGiftCard(code: string): Promise<CartFeedback<GiftCardApplication>>;
  mergeGuestCart(): Promise<GuestCartMergeResult>;
  /** Reloads the server cart (customer mode) and shows its items once nothing else is on its way. */
  refresh(): Promise<void>;
  clearError(): void;
  clearMerge(): void;
  /** Follows the customer session (merge of a guest's lines at login, an empty cart at logout); returns stop. */
  start(): () => void;
}
