import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok, refuse } from '../../http/replies';
import { fullName } from '../../shared/fullName';
import { newestFirst } from '../../shared/newestFirst';
import { isVisible } from './isVisible';
import type { ReviewRow } from './tables';
import type { Review } from './types';

/** The review as the contract has it (the order a merchant review names stays in the sandbox). */
const reviewView = ({ orderId: _order, ...row }: ReviewRow): Review => structuredClone(row);

/** A product review as the merchant's list shows it: with its product's name. */
const merchantReviewView = (row: ReviewRow, productName: string | undefined): Review => ({
  ...reviewView(row),
  ...(productName ? { productName } : {}),
});

/**
 * Customers' reviews of products and merchants: one per customer per product, one per customer per
 * merchant. Merchants read the reviews of their products and reply to them (one reply each, replaced
 * when sent again).
 */
export const reviewHandlers = defineHandlers({
  getStoreProductReviews: ({ db, user, query }) => {
    if (!user) return refuse('Token is not valid', 401);
    const names = new Map(
      db
        .table('products')
        .where((p) => p.merchantId === user.id && !p.deleted)
        .map((p) => [p.id, p.name] as const),
    );
    const rows = db
      .table('reviews')
      .where(
        (r) =>
          r.productId !== undefined &&
          names.has(r.productId) &&
          (query.replied === undefined || Boolean(r.reply) === query.replied) &&
          (query.rating === undefined || r.rating === query.rating),
      )
      .sort(newestFirst);
    const offset = Math.max(0, query.offset ?? 0);
    const end = query.limit === undefined ? undefined : offset + Math.max(0, query.limit);
    return ok(
      {
        count: rows.length,
        rows: rows.slice(offset, end).map((r) => merchantReviewView(r, names.get(r.productId as number))),
      },
      'Reviews fetched',
    );
  },

  replyToProductReview: ({ db, env, user, path, body }) => {
    const review = db.table('reviews').get(path.id);
    const product = review?.productId !== undefined ? db.table('products').get(review.productId) : undefined;
    // Another merchant's review, or a review of a merchant rather than a product, is not found.
    if (!review || !product || product.merchantId !== user?.id) return notFound('Review not found');
    const updated =
      db
        .table('reviews')
        .update(review.id, { reply: body.reply.trim(), repliedAt: env.now().toISOString() }) ?? review;
    return ok(merchantReviewView(updated, product.name), 'Reply saved');
  },

  getProductReviews: ({ db, path }) => {
    const product = db.table('products').get(path.id);
    if (!isVisible(db, product)) return notFound('Product not found');
    const rows = db
      .table('reviews')
      .where((r) => r.productId === product.id)
      .sort(newestFirst);
    return ok(rows.map(reviewView), 'Reviews fetched');
  },

  createProductReview: ({ db, env, user, body }) => {
    if (!user) return refuse('Token is not valid', 401);
    const product = db.table('products').get(body.productId);
    if (!isVisible(db, product)) return notFound('Product not found');
    if (db.table('reviews').find((r) => r.productId === product.id && r.customerId === user.id)) {
      return refuse('You have already reviewed this product');
    }
    const row = db.table('reviews').insert({
      productId: product.id,
      customerId: user.id,
      customerName: fullName(user),
      rating: body.rating,
      comment: body.comment?.trim() || undefined,
      createdAt: env.now().toISOString(),
    });
    return ok(reviewView(row), 'Review added', 201);
  },

  createMerchantReview: ({ db, env, user, body }) => {
    if (!user) return refuse('Token is not valid', 401);
    const merchant = db.table('users').get(body.merchantId);
    if (merchant?.role !== 'merchant') return notFound('Merchant not found');
    if (body.orderId !== undefined) {
      const order = db.table('orders').get(body.orderId);
      if (!order || order.customerId !== user.id) return notFound('Order not found');
      if (order.merchantId !== merchant.id) return refuse('This order is not from this merchant');
    }
    if (db.table('reviews').find((r) => r.merchantId === merchant.id && r.customerId === user.id)) {
      return refuse('You have already reviewed this merchant');
    }
    const row = db.table('reviews').insert({
      merchantId: merchant.id,
      orderId: body.orderId,
      customerId: user.id,
      customerName: fullName(user),
      rating: body.rating,
      comment: body.comment?.trim() || undefined,
      createdAt: env.now().toISOString(),
    });
    return ok(reviewView(row), 'Review added', 201);
  },
});
