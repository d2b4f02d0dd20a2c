import type { Database } from '../../db/Database';

/** The store name of a merchant: its store's, else the order's. */
export function storeNameOf(db: Database, merchantId: number, fallback?: string): string {
  return db.table('stores').find((s) => s.merchantId === merchantId)?.storeName ?? fallback ?? '';
}
