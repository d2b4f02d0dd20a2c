import type { CallInit, UserType } from '@marketplace/sdk';

/** The path segment of each role (`/merchant/login`, `/shipping-partner/...`): it selects the session. */
export const ROLE_SEGMENT: Readonly<Record<UserType, string>> = {
  customer: 'customer',
  merchant: 'merchant',
  admin: 'admin',
  'shipping-partner': 'shipping-partner',
};

/** How a role is named in headings ("Merchant log in"). */
export const ROLE_NAME: Readonly<Record<UserType, string>> = {
  customer: 'Customer',
  merchant: 'Merchant',
  admin: 'Admin',
  'shipping-partner': 'Shipping partner',
};

/** The `userType` of the password paths (`/auth/{userType}/forgotpassword`): partners are `partner`. */
export type PasswordUserType = CallInit<'forgotPassword'>['path']['userType'];

export const PASSWORD_USER_TYPE: Readonly<Record<UserType, PasswordUserType>> = {
  customer: 'customer',
  merchant: 'merchant',
  admin: 'admin',
  'shipping-partner': 'partner',
};

/**
 * A page of a role's area: `rolePath('merchant')` is its home (`/merchant`), `rolePath('merchant', 'login')`
 * its login.
 *
 * @example
 * rolePath('shipping-partner', 'forgot-password'); // '/shipping-partner/forgot-password'
 */
export function rolePath(role: UserType, page?: string): string {
  return page ? `/${ROLE_SEGMENT[role]}/${page}` : `/${ROLE_SEGMENT[role]}`;
}

/** Whether the role can sign up on its own (admins are created by a super admin). */
export function hasSignup(role: UserType): boolean {
  return role !== 'admin';
}

/** Whether the role confirms its email before logging in (customers and merchants). */
export function confirmsEmail(role: UserType): role is 'customer' | 'merchant' {
  return role === 'customer' || role === 'merchant';
}
