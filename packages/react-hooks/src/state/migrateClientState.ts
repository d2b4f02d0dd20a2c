import { USER_TYPES, type UserType } from '@marketplace/sdk';

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
 * Brings a snapshot of an older version to the current layout (zustand's `migrate`).
 *
 * Version 0 (the existing app's flat layout): `cartItemsList` becomes `items`, the selected address is
 * kept by id, the `<role>Login` slices become `logins` (their status and error).
 * Version 1: the cart gains its `owner`: a cart kept while a customer was logged in was that customer's
 * (`'customer'`, so it is never merged into another account), else a guest's (`null`); the copies of the
 * user and of `loggedIn` go (the SDK's token store owns them).
 * Other versions are passed on as they are; the store then keeps what has the right shape
 * (`restoreClientState`).
 *
 * @example
 * migrateClientState({ customerLogin: { status: 'succeeded', isLoggedIn: true } }, 0);
 * // { cart: { ..., owner: 'customer' }, logins: { customer: { status: 'succeeded' } } }
 */
export function migrateClientState(persisted: unknown, version: number): unknown {
  if (!isRecord(persisted)) return persisted;
  if (version === 0) return fromV1(fromV0(persisted as ClientStateV0));
  if (version === 1) return fromV1(persisted);
  return persisted;
}

function fromV0(old: ClientStateV0): Record<string, unknown> {
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
    logins,
  };
}

function fromV1(v1: Record<string, unknown>): Record<string, unknown> {
  const logins = isRecord(v1.logins) ? v1.logins : {};
  const customerIn = isRecord(logins.customer) && logins.customer.loggedIn === true;
  const next: Record<string, unknown> = {};
  for (const role of USER_TYPES) {
    const slice = logins[role];
    if (!isRecord(slice)) continue;
    const { loggedIn: _copy, ...rest } = slice;
    next[role] = rest;
  }
  const cart = isRecord(v1.cart) ? { ...v1.cart, owner: customerIn ? 'customer' : null } : v1.cart;
  return { cart, logins: next };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
