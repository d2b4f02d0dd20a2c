import type { UserType } from '../detectUserType';

/** The account types a user record carries (spec section 3, "User info"). */
export const ACCOUNT_TYPES = Object.freeze([
  'customer',
  'merchant',
  'admin',
  'superadmin',
  'dispatcher',
  'scheduler',
] as const);

/** One of {@link ACCOUNT_TYPES}. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const SESSION_TYPES: Readonly<Record<string, UserType>> = {
  customer: 'customer',
  merchant: 'merchant',
  admin: 'admin',
  superadmin: 'admin',
  dispatcher: 'admin',
  scheduler: 'admin',
  // Shipping partners log in through /auth/partner/login and carry no account type of the list above.
  partner: 'shipping-partner',
  'shipping-partner': 'shipping-partner',
};

/**
 * The session (and so the token) an account type logs into (spec section 6): super admin, dispatcher and
 * scheduler share the admin session; `partner` and `shipping-partner` map to the shipping-partner session.
 * Anything else, including a differently cased value, gives `''`: no session, so no token is sent.
 *
 * @example
 * sessionTypeForAccount('dispatcher'); // 'admin'
 * sessionTypeForAccount('partner'); // 'shipping-partner'
 * sessionTypeForAccount('guest'); // ''
 */
export function sessionTypeForAccount(
  accountType: AccountType | 'partner' | 'shipping-partner' | (string & {}),
): UserType | '' {
  // hasOwn keeps inherited names such as 'constructor' from matching.
  return Object.hasOwn(SESSION_TYPES, accountType) ? (SESSION_TYPES[accountType] as UserType) : '';
}
