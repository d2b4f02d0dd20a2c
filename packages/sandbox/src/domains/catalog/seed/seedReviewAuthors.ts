import type { Database } from '../../../db/Database';
import { DEMO_ACCOUNTS } from '../../../demoAccounts';
import { fullName } from '../../../shared/fullName';
import { deliveredPurchase } from '../deliveredPurchase';
import '../tables';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Gives the seeded reviews buyers for authors, once the past orders exist (the catalogue seeds its
 * reviews before the orders): a review whose author never received the product (or an order from the
 * merchant) passes to a customer who did and has not reviewed it yet, dated after that delivery. A
 * review no such customer is left for keeps its author and says `verifiedPurchase: false` (a legacy
 * review). Reviews by the demo customer pass to other buyers too, so the products they received stay
 * theirs to review. Counts and ratings stay as seeded. Deterministic: orders and reviews in id order.
 *
 * @example
 * seedOrders(db, env);
 * seedReviewAuthors(db, env.now());
 */
export function seedReviewAuthors(db: Database, now: Date): void {
  const demo = new Set(DEMO_ACCOUNTS.map((a) => a.email));
  const customers = db
    .table('users')
    .where((u) => u.role === 'customer' && u.confirmed && !demo.has(u.email))
    .sort((a, b) => a.id - b.id);
  const delivered = db
    .table('orders')
    .where((o) => o.status === 'delivered' || Boolean(o.deliveredAt))
    .sort((a, b) => a.id - b.id);
  const reviews = db.table('reviews');
  const demoIds = new Set(
    db
      .table('users')
      .where((u) => demo.has(u.email))
      .map((u) => u.id),
  );
  for (const review of reviews.where(() => true).sort((a, b) => a.id - b.id)) {
    if (!demoIds.has(review.customerId) && deliveredPurchase(db, review.customerId, review)) continue;
    const order = delivered.find(
      (o) =>
        customers.some((c) => c.id === o.customerId) &&
        (review.productId !== undefined
          ? (o.orderItems ?? []).some((item) => item.productId === review.productId)
          : o.merchantId === review.merchantId) &&
        !reviews.find(
          (r) =>
            r.customerId === o.customerId &&
            (review.productId !== undefined
              ? r.productId === review.productId
              : r.merchantId === review.merchantId),
        ),
    );
    const buyer = order && customers.find((c) => c.id === order.customerId);
    if (!order || !buyer) continue;
    const receivedAt = Date.parse(order.deliveredAt ?? order.updatedAt ?? order.createdAt);
    const createdAt = Math.max(
      Date.parse(review.createdAt),
      Math.min(receivedAt + 26 * HOUR_MS, now.getTime() - HOUR_MS),
    );
    reviews.update(review.id, {
      customerId: buyer.id,
      customerName: fullName(buyer),
      createdAt: new Date(createdAt).toISOString(),
    });
  }
}
