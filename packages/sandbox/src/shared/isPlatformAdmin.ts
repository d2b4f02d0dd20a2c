import type { UserRow } from '../db/identity';

/**
 * Whether the account has the platform's full admin rights (admin or super admin): it manages the
 * catalogue, coupons, gift cards, stores and reports, sees delivery tokens and moves any order.
 * Dispatchers and schedulers, also in the admin session, only assign orders (spec section 6).
 */
export function isPlatformAdmin(user: UserRow | undefined): boolean {
  return user?.accountType === 'admin' || user?.accountType === 'superadmin';
}

/** Whether the account is a super admin (admins, roles, staff and second store approvals). */
export function isSuperAdmin(user: UserRow | undefined): boolean {
  return user?.accountType === 'superadmin';
}
