import { sessionTypeForAccount, USER_TYPES, type UserType } from '@marketplace/sdk';

/** The version of the persisted layout this package writes (see {@link migrateClientState}). */
export const CLIENT_STATE_VERSION = 1;

/**
 * Version 0 of the persisted state: the existing app's layout, one flat object with the cart as the server
 * sends it, the user without its session, and a login slice per role named `<role>Login`.
 */
export interface ClientStateV0 {
  cart?: {
    cartItemsList?: unknown[];
    appliedDiscountCodes?: string[];
    appliedGiftCards?: unknown[];
    selectedShippingAddress?: { id?: number } | null;
    discount?: number;
    shippingFees?: unknown[];
    shippingFeeTotal?: number;
  };
  user?: ({ accountType?: string } & Record<string, unknown>) | null;
  customerLogin?: LoginSliceV0;
  merchantLogin?: LoginSliceV0;
  adminLogin?: LoginSliceV0;
  shippingPartnerLogin?: LoginSliceV0;
}

/** A login slice of version 0. */
export interface LoginSliceV0 {
  status?: string;
  isLoggedIn?: boolean;
  error?: string | null;
}

const V0_LOGIN_KEYS: Readonly<Record<UserType, keyof ClientStateV0>> = {
  customer: 'customerLogin',
  merchant: 'merchantLogin',
  admin: 'adminLogin',
  'shipping-partner': 'shippingPartnerLogin',
};

/**
 * Brings a snapshot of an older version to the current layout (zustand's `migrate`). Version 0 becomes
 * version 1: `cartItemsList` becomes `items`, the selected address is kept by id, `isLoggedIn` becomes
 * `loggedIn`, and the user gets the session its account type logs into (a user without one, such as a
 * shipping partner, gets the only role logged in, else it is dropped). Other versions are passed on as
 * they are; the store then keeps what has the right shape (`restoreClientState`).
 *
 * @example
 * migrateClientState({ customerLogin: { status: 'succeeded', isLoggedIn: true } }, 0);
 * // { cart: {...}, user: null, logins: { customer: { status: 'succeeded', loggedIn: true }, ... } }
 */
export function migrateClientState(persisted: unknown, version: number): unknown {
  if (version !== 0 || !isRecord(persisted)) return persisted;
  const old = persisted as ClientStateV0;
  const cart = isRecord(old.cart) ? old.cart : {};
  const logins: Record<string, unknown> = {};
  for (const role of USER_TYPES) {
    const slice = old[V0_LOGIN_KEYS[role]] as LoginSliceV0 | undefined;
    if (!isRecord(slice)) continue;
    logins[role] = {
      status: slice.status,
      loggedIn: slice.isLoggedIn === true,
      ...(typeof slice.error === 'string' ? { error: slice.error } : {}),
    };
  }
  const loggedIn = USER_TYPES.filter(
    (role) => (logins[role] as { loggedIn?: boolean } | undefined)?.loggedIn,
  );
  const user = isRecord(old.user) ? old.user : null;
  const role =
    (user && sessionTypeForAccount(String(user.accountType ?? ''))) ||
    (loggedIn.length === 1 ? loggedIn[0] : '');
  return {
    cart: {
      items: cart.cartItemsList,
      appliedDiscountCodes: cart.appliedDiscountCodes,
      appliedGiftCards: cart.appliedGiftCards,
      selectedShippingAddressId: cart.selectedShippingAddress?.id ?? null,
      discount: cart.discount,
      shippingFees: cart.shippingFees,
      shippingFeeTotal: cart.shippingFeeTotal,
    },
    user: user && role ? { role, info: user } : null,
    logins,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
