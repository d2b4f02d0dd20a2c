import { USER_TYPES, type UserType } from '@marketplace/sdk';
import type { ClientCart, LoginSlice, PersistedClientState } from './ClientState';

/**
 * A fresh empty cart (new arrays every call, so no two stores share one).
 *
 * @example
 * store.getState().setCart(emptyCart());
 */
export function emptyCart(): ClientCart {
  return {
    items: [],
    appliedDiscountCodes: [],
    appliedGiftCards: [],
    selectedShippingAddressId: null,
    discount: 0,
    shippingFees: [],
    shippingFeeTotal: 0,
  };
}

/**
 * A login slice before any attempt: idle, logged out, no error.
 *
 * @example
 * store.getState().setLogin('merchant', idleLogin());
 */
export function idleLogin(): LoginSlice {
  return { status: 'idle', loggedIn: false };
}

/**
 * The state a store starts from, and falls back to when storage is empty, unreadable or too slow:
 * empty cart, no user, the four logins idle.
 *
 * @example
 * emptyClientState().logins.merchant; // { status: 'idle', loggedIn: false }
 */
export function emptyClientState(): PersistedClientState {
  const logins = {} as Record<UserType, LoginSlice>;
  for (const role of USER_TYPES) logins[role] = idleLogin();
  return { cart: emptyCart(), user: null, logins };
}
