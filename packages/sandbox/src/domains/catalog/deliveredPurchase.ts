import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';

/** Whether an order reached its customer (it stays so after a return: the goods were received). */
const wasDelivered = (order: OrderRow): boolean => order.status === 'delivered' || Boolean(order.deliveredAt);

/**
 * Whether a customer received what they would review: a delivered order of theirs holding the product
 * (`productId`), or a delivered order of theirs from the merchant (`merchantId`). Reviews come from
 * buyers only (issue 23); the same test marks a review "verified purchase".
 *
 * @example
 * if (!deliveredPurchase(db, user.id, { productId: 101 })) return refuse('Only customers who received this product can review it');
 */
export function deliveredPurchase(
  db: Database,
  customerId: number,
  subject: { productId?: number; merchantId?: number },
): boolean {
  return Boolean(
    db
      .table('orders')
      .find(
        (o) =>
          o.customerId === customerId &&
          wasDelivered(o) &&
          (subject.productId !== undefined
            ? (o.orderItems ?? []).some((item) => item.productId === subject.productId)
            : o.merchantId === subject.merchantId),
      ),
  );
}
