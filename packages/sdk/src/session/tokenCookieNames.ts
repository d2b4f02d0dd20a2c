import type { UserType } from '../detectUserType';

/**
 * The cookie that holds each session's token (spec section 9). The names are the existing app's, so a
 * browser that already holds a session keeps it.
 *
 * @example
 * Cookies.get(TOKEN_COOKIE_NAMES['shipping-partner']); // reads 'shipping_partner_token'
 */
export const TOKEN_COOKIE_NAMES: Readonly<Record<UserType, string>> = Object.freeze({
  customer: 'customer_token',
  merchant: 'merchant_token',
  admin: 'admin_token',
  'shipping-partner': 'shipping_partner_token',
});
