import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok } from '../../http/replies';
import { isStoreApproved } from '../catalog/isVisible';
import { statusCode } from '../orders/orderStatuses';

/** The average rating (one decimal) and count of a store's reviews: its products' and its own. */
function storeReviews(db: Database, store: StoreRow): { rating?: number; reviewCount: number } {
  const products = new Set(
    db
      .table('products')
      .where((p) => p.storeId === store.id)
      .map((p) => p.id),
  );
  const reviews = db
    .table('reviews')
    .where((r) =>
      r.productId !== undefined ? products.has(r.productId) : r.merchantId === store.merchantId,
    );
  if (reviews.length === 0) return { reviewCount: 0 };
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return { rating: Math.round((sum / reviews.length) * 10) / 10, reviewCount: reviews.length };
}

/** A store's score for shoppers (see docs/rules/store.md, "Store score"). */
export const storeScoreHandlers = defineHandlers({
  getStoreScore: ({ db, path }) => {
    const store = db.table('stores').get(path.id);
    if (!isStoreApproved(store)) return notFound('Store not found');
    const ordersFulfilled = db
      .table('orders')
      .where((o) => o.merchantId === store.merchantId && statusCode(db, o) === 'delivered').length;
    return ok(
      {
        storeId: store.id,
        storeName: store.storeName,
        ...storeReviews(db, store),
        ordersFulfilled,
        storeFollowers: store.followers.length,
      },
      'Store score fetched',
    );
  },
});
