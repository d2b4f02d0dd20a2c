import type { StoreRow } from '../db/core';
import type { Database } from '../db/Database';
import type { UserRow } from '../db/identity';

/** The store a merchant (owner or staff) works for. */
export function storeOfMerchant(db: Database, user: UserRow): StoreRow | undefined {
  const stores = db.table('stores');
  return (
    (user.storeId ? stores.get(user.storeId) : undefined) ?? stores.find((s) => s.merchantId === user.id)
  );
}

/** The merchant id a merchant session acts for: its store's owner (staff act for their store). */
export function merchantIdOf(db: Database, user: UserRow): number {
  return storeOfMerchant(db, user)?.merchantId ?? user.id;
}

/** The store of a merchant id. */
export function storeOf(db: Database, merchantId: number | undefined): StoreRow | undefined {
  return merchantId === undefined ? undefined : db.table('stores').find((s) => s.merchantId === merchantId);
}
