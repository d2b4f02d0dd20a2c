import type { OperationData, UserType } from '@marketplace/sdk';
import type { LoadStatus } from '../core/loadStatus';
import type { SessionUser } from '../session/SessionUser';

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
 * The cart as the client keeps it between visits (spec sections 1 and 3). Totals are not stored: they
 * follow from the items with the SDK's rules (`cartTotal`, `cartQuantity`, `cartWeight`).
 */
export interface ClientCart {
  items: ClientCartItem[];
  appliedDiscountCodes: string[];
  appliedGiftCards: ClientAppliedGiftCard[];
  /** The id of the address chosen for this checkout (the addresses themselves are fetched). */
  selectedShippingAddressId: number | null;
  /** Naira taken off by applied coupons. */
  discount: number;
  shippingFees: ClientShippingFee[];
  shippingFeeTotal: number;
}

/**
 * One role's login (spec section 4): success sets `loggedIn`, failure keeps the message in `error`.
 * The token itself is not here: it lives in the SDK's token store (cookie and local storage).
 */
export interface LoginSlice {
  status: LoadStatus;
  loggedIn: boolean;
  error?: string;
}

/** The signed-in user of the latest login, with the session (role) it belongs to. */
export type CurrentUser = {
  [R in UserType]: { role: R; info: SessionUser<R> };
}[UserType];

/** The part of the client state that is persisted under `root` (PERSIST_KEY). */
export interface PersistedClientState {
  cart: ClientCart;
  /** The user of the latest login, or null when logged out. */
  user: CurrentUser | null;
  /** The four login slices, one per role. */
  logins: Record<UserType, LoginSlice>;
}

/** What changes the client state. Writes go to storage at once (a failed write is reported, not thrown). */
export interface ClientStateActions {
  /** Replaces the cart, or derives the next one from the current (use the SDK's cart rules). */
  setCart(next: ClientCart | ((cart: ClientCart) => ClientCart)): void;
  setUser(user: CurrentUser | null): void;
  /** Updates one role's login slice. */
  setLogin(role: UserType, slice: Partial<LoginSlice>): void;
  /** Forgets a role's login slice and, when it is that role's, the user; with no role, all four. */
  clearSession(role?: UserType): void;
  /** Back to the empty state (empty cart, no user, every login idle). */
  reset(): void;
}

/** The client store's state: the persisted data and the actions that change it. */
export type ClientState = PersistedClientState & ClientStateActions;
