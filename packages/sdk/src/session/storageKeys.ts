import type { UserType } from '../detectUserType';

/** The local-storage entries of one session. */
export interface SessionStorageKeys {
  /** Holds the token as a plain string. */
  readonly token: string;
  /** Holds the user as JSON. */
  readonly user: string;
}

/**
 * The local-storage entries of each session (spec section 6: "its own ... local-storage entries for token
 * and user"). The spec names only the cookies, so this layout is our design: the token sits under the same
 * name as the role's cookie, the user under `<role>_user`.
 *
 * Reads of the token prefer the cookie and fall back to these entries, which is how the shipping API gets
 * "the admin token from local storage".
 *
 * @example
 * localStorage.getItem(STORAGE_KEYS.admin.token); // the admin token, or null
 * JSON.parse(localStorage.getItem(STORAGE_KEYS.merchant.user) ?? 'null'); // the merchant user
 */
export const STORAGE_KEYS: Readonly<Record<UserType, SessionStorageKeys>> = Object.freeze({
  customer: Object.freeze({ token: 'customer_token', user: 'customer_user' }),
  merchant: Object.freeze({ token: 'merchant_token', user: 'merchant_user' }),
  admin: Object.freeze({ token: 'admin_token', user: 'admin_user' }),
  'shipping-partner': Object.freeze({ token: 'shipping_partner_token', user: 'shipping_partner_user' }),
});

/**
 * The shared local-storage entries the existing app also keeps (spec section 9: "local storage also holds
 * jwt and user entries"). They are not tied to a role: every login overwrites them with its own token and
 * user, and they are removed when the role that wrote them last logs out (or on a logout of all four).
 * Code that knows its role should read {@link STORAGE_KEYS} instead.
 *
 * @example
 * localStorage.getItem(SHARED_STORAGE_KEYS.token); // the token of the latest login, or null
 */
export const SHARED_STORAGE_KEYS: SessionStorageKeys = Object.freeze({ token: 'jwt', user: 'user' });
