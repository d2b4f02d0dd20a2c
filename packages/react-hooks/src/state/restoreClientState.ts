import { USER_TYPES, type UserType } from '@marketplace/sdk';
import type { LoadStatus } from '../core/loadStatus';
import type {
  ClientCart,
  ClientCartItem,
  CurrentUser,
  LoginSlice,
  PersistedClientState,
} from './ClientState';
import { emptyClientState } from './emptyClientState';

const STATUSES: readonly LoadStatus[] = ['idle', 'loading', 'succeeded', 'failed'];

/**
 * Reads a persisted snapshot part by part and keeps what has the right shape; anything else falls back to
 * the empty state. Storage is outside our control (older versions, other code, hand edits), and a wrong
 * shape must not crash the app later, far from where it was read. A login that was `loading` when the page
 * closed comes back `idle`: nothing will ever finish it.
 *
 * @example
 * restoreClientState({ cart: 5, logins: { merchant: { status: 'succeeded', loggedIn: true } } });
 * // empty cart, no user, merchant logged in, the other three idle
 */
export function restoreClientState(persisted: unknown): PersistedClientState {
  const state = emptyClientState();
  if (!isRecord(persisted)) return state;
  state.cart = restoreCart(persisted.cart, state.cart);
  state.user = restoreUser(persisted.user);
  if (isRecord(persisted.logins)) {
    for (const role of USER_TYPES)
      state.logins[role] = restoreLogin(persisted.logins[role], state.logins[role]);
  }
  return state;
}

function restoreCart(value: unknown, empty: ClientCart): ClientCart {
  if (!isRecord(value)) return empty;
  return {
    items: arrayOf(value.items, isCartItem).map((item) =>
      Array.isArray(item.pricing) ? item : { ...item, pricing: [] },
    ),
    appliedDiscountCodes: arrayOf(value.appliedDiscountCodes, (c): c is string => typeof c === 'string'),
    appliedGiftCards: arrayOf(
      value.appliedGiftCards,
      (g): g is ClientCart['appliedGiftCards'][number] =>
        isRecord(g) && typeof g.code === 'string' && isAmount(g.amountApplied),
    ),
    selectedShippingAddressId: isAmount(value.selectedShippingAddressId)
      ? value.selectedShippingAddressId
      : null,
    discount: isAmount(value.discount) ? value.discount : 0,
    shippingFees: arrayOf(
      value.shippingFees,
      (f): f is ClientCart['shippingFees'][number] => isRecord(f) && isAmount(f.shippingFee),
    ),
    shippingFeeTotal: isAmount(value.shippingFeeTotal) ? value.shippingFeeTotal : 0,
  };
}

function isCartItem(value: unknown): value is ClientCartItem {
  if (!isRecord(value) || !isRecord(value.productVariant)) return false;
  const { quantity } = value.productVariant;
  return isAmount(value.id) && Number.isSafeInteger(quantity) && (quantity as number) > 0;
}

function restoreUser(value: unknown): CurrentUser | null {
  if (!isRecord(value) || !isRecord(value.info)) return null;
  const role = value.role;
  return typeof role === 'string' && (USER_TYPES as readonly string[]).includes(role)
    ? ({ role: role as UserType, info: value.info } as CurrentUser)
    : null;
}

function restoreLogin(value: unknown, empty: LoginSlice): LoginSlice {
  if (!isRecord(value)) return empty;
  const status = STATUSES.includes(value.status as LoadStatus) ? (value.status as LoadStatus) : 'idle';
  const slice: LoginSlice = {
    status: status === 'loading' ? 'idle' : status,
    loggedIn: value.loggedIn === true,
  };
  if (typeof value.error === 'string') slice.error = value.error;
  return slice;
}

function arrayOf<T>(value: unknown, keep: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(keep) : [];
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
