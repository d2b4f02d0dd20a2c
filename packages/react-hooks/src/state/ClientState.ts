import type { OperationData, UserType } from '@marketplace/sdk';
import type { LoadStatus } from '../core/loadStatus';

type ServerCart = OperationData<'getCart'>;

/**
 * One line of the cart: the contract's cart item (id, productVariant with quantity, sku, size and color,
 * pricing list, name, hostedImages, merchantId, storeName, weight), so it fits the SDK's cart rules
 * (`CartEntry`) and the server's `cartItemsList` without conversion.
 */
export type ClientCartItem = ServerCart['cartItemsList'][number];

/** A gift card applied to the checkout, as the server's cart holds it. */
export type ClientAppliedGiftCard = NonNullable<ServerCart['appliedGiftCards']>[number];

/** The shipping fee of one merchant's part of the cart, as the server's cart holds it. */
export type ClientShippingFee = NonNullable<ServerCart['shippingFees']>[number];

/**
 * The cart as the client keeps it between visits (spec sections 1 and 3): its lines only, with whose they
 * are and the stock known for them. Totals are not stored: they follow from the items with the SDK's rules
 * (`cartTotal`, `cartQuantity`, `cartWeight`). The discount, gift cards, fees and chosen address are the
 * server's: the cart engine holds them from its latest answer (`useCart()` shows them), never stored.
 */
export interface ClientCart {
  items: ClientCartItem[];
  /**
   * Whose lines these are: `null` for a guest's (added while no customer was signed in, the only lines
   * that merge into an account at login), else the customer's (`cartOwner`), which leave with them.
   */
  owner: string | null;
  /** Units in stock per line (`cartLineKey`), as known from the product when it was added. */
  stock: Record<string, number>;
}

/**
 * One role's login attempt (spec section 4): `loading`, then `succeeded`, or `failed` with the message in
 * `error`. Whether the role is signed in, its token and its user are not here: the SDK's token store
 * (cookie and local storage) is their one owner, and `useSession` reads them there.
 */
export interface LoginSlice {
  status: LoadStatus;
  error?: string;
}

/**
 * A saved view of a workspace list: a name for one set of its filters, sort and search (the list's URL
 * query), so it opens again in one step.
 */
export interface SavedView {
  /** The list's path (`/merchant/orders`): the role segment keeps each workspace's views apart. */
  list: string;
  /** What the user called it; unique in its list, case aside (at most `SAVED_VIEW_NAME_MAX` characters). */
  name: string;
  /** The list's URL query without the `?` (`f.status=pending&sort=total.desc`). */
  search: string;
}

/**
 * The part of the client state that is persisted under `root` (PERSIST_KEY): the cart, the four login
 * slices, the recently viewed products and the saved views. The signed-in users are persisted by the SDK's token store, beside their tokens.
 */
export interface PersistedClientState {
  cart: ClientCart;
  /** The four login slices, one per role. */
  logins: Record<UserType, LoginSlice>;
  /**
   * The products this device viewed lately (ids, most recent first, at most `RECENTLY_VIEWED_LIMIT`):
   * a device's, not an account's, so it is kept through logins and logouts.
   */
  recentlyViewed: number[];
  /**
   * The saved views of the workspace lists, newest first, at most `SAVED_VIEWS_LIMIT`: a device's, like
   * the recently viewed, so a shared phone keeps them through logins.
   */
  savedViews: SavedView[];
}

/** What changes the client state. Writes go to storage at once (a failed write is reported, not thrown). */
export interface ClientStateActions {
  /** Replaces the cart, or derives the next one from the current (use the SDK's cart rules). */
  setCart(next: ClientCart | ((cart: ClientCart) => ClientCart)): void;
  /** Updates one role's login slice (what `useSession`'s login does; nothing else writes it). */
  setLogin(role: UserType, slice: Partial<LoginSlice>): void;
  /** Puts a product first among the recently viewed (the SDK's `addRecentlyViewed`). */
  viewProduct(id: number): void;
  /** Forgets the recently viewed products. */
  clearRecentlyViewed(): void;
  /** Forgets a role's login slice; with no role, all four. */
  clearSession(role?: UserType): void;
  /** Back to the empty state (empty cart, every login idle). */
  reset(): void;
}

/** The client store's state: the persisted data and the actions that change it. */
export type ClientState = PersistedClientState & ClientStateActions;
