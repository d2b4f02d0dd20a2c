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
    owner: null,
    stock: {},
  };
}

/**
 * A login slice before any attempt: idle, no error.
 *
 * @example
 * store.getState().setLogin('merchant', idleLogin());
 */
export function idleLogin(): LoginSlice {
  return { status: 'idle' };
}

/**
 * The state a store starts from, and falls back to when storage is empty, unreadable or too slow:
 * empty cart, the four logins idle, nothing viewed.
 *
 * @example
 * emptyClientState().logins.merchant; // { status: 'idle' }
 */
export function emptyClientState(): PersistedClientState {
  const logins = {} as Record<UserType, LoginSlice>;
  for (const role of USER_TYPES) logins[role] = idleLogin();
  return { cart: emptyCart(), logins, recentlyViewed: [] };
}
