import { isApproved } from '@marketplace/sdk';
import type { ProductRow, StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { newestFirst } from '../../shared/newestFirst';

/** A store customers may buy from: an admin approved it. */
export function isStoreApproved(store: StoreRow | undefined): store is StoreRow {
  return store?.firstApproval === true;
}

/** Customers see a product when an admin approved it, it is not deleted and its store is approved. */
export function isVisible(db: Database, product: ProductRow | undefined): product is ProductRow {
  return (
    product !== undefined &&
    !product.deleted &&
    isApproved(product) &&
    isStoreApproved(db.table('stores').get(product.storeId))
  );
}

/** Every product customers see, newest first. */
export function visibleProducts(db: Database, filter: (p: ProductRow) => boolean = () => true): ProductRow[] {
  return db
    .table('products')
    .where((p) => isVisible(db, p) && filter(p))
    .sort(newestFirst);
}
