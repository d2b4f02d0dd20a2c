import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';

/** The calling merchant's store: the one their account points to, else the one they own. */
export function merchantStore(db: Database, user: UserRow | undefined): StoreRow | undefined {
  if (!user) return undefined;
  const stores = db.table('stores');
  const own = stores.get(user.storeId);
  if (own && own.merchantId === user.id) return own;
  return stores.find((s) => s.merchantId === user.id);
}
