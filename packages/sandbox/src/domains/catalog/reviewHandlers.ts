import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok, refuse } from '../../http/replies';
import { fullName } from '../../shared/fullName';
import { newestFirst } from '../../shared/newestFirst';
import { deliveredPurchase } from './deliveredPurchase';
import { isVisible } from './isVisible';
import type { ReviewRow } from './tables';
import type { Review } from './types';

/** Why a customer without a delivered order holding the product cannot review it. */
const NOT_RECEIVED_PRODUCT = 'Only customers who received this product can review it';

/**
 * The review as the contract has it (the order a merchant review names stays in the sandbox), marked a
 * verified purchase when its author received the product (or an order from the merchant).
 */
const reviewView = (db: Database, { orderId: _order, ...row }: ReviewRow): Review => ({
  ...structuredClone(row),
  verifiedPurchase: deliveredPurchase(db, row.customerId, row),
});

/** A product review as the merchant's list shows it: with its product's name. */
const merchantReviewView = (db: Database, row: ReviewRow, productName: string | undefined): Review => ({
  ...reviewView(db, row),
  ...(productName ? { productName } : {}),
});

/**
 * Customers' reviews of products and merchants, from buyers only (a delivered order holding the product,
 * or from the merchant): one per customer per product, one per customer per merchant, editable by their
 * author. Merchants read the reviews of their products and reply to them (one reply each, replaced
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
        rows: rows.slice(offset, end).map((r) => merchantReviewView(db, r, names.get(r.productId as number))),
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
    return ok(merchantReviewView(db, updated, product.name), 'Reply saved');
  },

  getProductReviews: ({ db, path }) => {
    const product = db.table('products').get(path.id);
    if (!isVisible(db, product)) return notFound('Product not found');
    const rows = db
      .table('reviews')
      .where((r) => r.productId === product.id)
      .sort(newestFirst);
    return ok(
      rows.map((r) => reviewView(db, r)),
      'Reviews fetched',
    );
  },

  getProductReviewEligibility: ({ db, user, path }) => {
    if (!user) return refuse('Token is not valid', 401);
    const product = db.table('products').get(path.id);
    if (!isVisible(db, product)) return notFound('Product not found');
    const own = db.table('reviews').find((r) => r.productId === product.id && r.customerId === user.id);
    if (own) {
      return ok(
        {
          canReview: false,
          reason: 'You have reviewed this product. You can edit your review.',
          review: reviewView(db, own),
        },
        'Review eligibility fetched',
      );
    }
    const received = deliveredPurchase(db, user.id, { productId: product.id });
    return ok(
      received
        ? { canReview: true }
        : {
            canReview: false,
            reason: 'You can review this product once an order with it has been delivered to you.',
          },
      'Review eligibility fetched',
    );
  },

  updateMyReview: ({ db, env, user, path, body }) => {
    if (!user) return refuse('Token is not valid', 401);
    const review = db.table('reviews').get(path.id);
    // Someone else's review is not found: its author alone may edit it.
    if (!review || review.customerId !== user.id) return notFound('Review not found');
    const comment = body.comment?.trim();
    const updated =
      db.table('reviews').update(review.id, {
        rating: body.rating,
        comment: comment || undefined,
        updatedAt: env.now().toISOString(),
      }) ?? review;
    return ok(reviewView(db, updated), 'Review updated');
  },

  createProductReview: ({ db, env, user, body }) => {
    if (!user) return refuse('Token is not valid', 401);
    const product = db.table('products').get(body.productId);
    if (!isVisible(db, product)) return notFound('Product not found');
    if (db.table('reviews').find((r) => r.productId === product.id && r.customerId === user.id)) {
      return refuse('You have already reviewed this product');
    }
    if (!deliveredPurchase(db, user.id, { productId: product.id })) return refuse(NOT_RECEIVED_PRODUCT);
    const row = db.table('reviews').insert({
      productId: product.id,
      customerId: user.id,
      customerName: fullName(user),
      rating: body.rating,
      comment: body.comment?.trim() || undefined,
      createdAt: env.now().toISOString(),
    });
    return ok(reviewView(db, row), 'Review added', 201);
  },

  createMerchantReview: ({ db, env, user, body }) => {
    if (!user) return refuse('Token is not valid', 401);
    const merchant = db.table('users').get(body.merchantId);
    if (merchant?.role !== 'merchant') return notFound('Merchant not found');
    if (body.orderId !== undefined) {
      const order = db.table('orders').get(body.orderId);
      if (!order || order.customerId !== user.id) return notFound('Order not found');
      if (order.merchantId !== merchant.id) return refuse('This order is not from this merchant');
      if (order.status !== 'delivered' && !order.deliveredAt)
        return refuse('You can review the store once this order is delivered');
    }
    if (db.table('reviews').find((r) => r.merchantId === merchant.id && r.customerId === user.id)) {
      return refuse('You have already reviewed this merchant');
    }
    if (!deliveredPurchase(db, user.id, { merchantId: merchant.id }))
      return refuse('Only customers who received an order from this store can review it');
    const row = db.table('reviews').insert({
      merchantId: merchant.id,
      orderId: body.orderId,
      customerId: user.id,
      customerName: fullName(user),
      rating: body.rating,
      comment: body.comment?.trim() || undefined,
      createdAt: env.now().toISOString(),
    });
    return ok(reviewView(db, row), 'Review added', 201);
  },
});
