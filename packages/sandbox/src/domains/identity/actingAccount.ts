import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { isStaffAccount } from '../../shared/isStaffAccount';

/** Operations about the caller's own account: a staff member answers them as themselves. */
const SELF = new Set(['getUserData', 'getPermissions', 'changePassword', 'verifyToken']);

/**
 * The account a call acts for: a store's staff member acts for the store's owner (the store's products,
 * orders and settings are the owner's), except on their own account; everyone else acts for themselves.
 * The handler's `actor` stays the person who called, so what they do is signed with their name.
 *
 * @example
 * const user = actingAccount(db, 'editProduct', clerk); // the store owner's row
 */
export function actingAccount(
  db: Database,
  operationId: string,
  user: UserRow | undefined,
): UserRow | undefined {
  if (user?.accountType !== 'merchant' || !isStaffAccount(user) || SELF.has(operationId)) return user;
  const store = user.storeId === undefined ? undefined : db.table('stores').get(user.storeId);
  const owner = store ? db.table('users').get(store.merchantId) : undefined;
  return owner ?? user;
}
