import type { OrderActivityRow } from '../../db/core';
import type { Database } from '../../db/Database';

/**
 * Appends to an order's activity log.
 *
 * @example
 * logOrderActivity(db, order.id, 'Order placed', env.now());
 */
export function logOrderActivity(
  db: Database,
  orderId: number,
  activity: string,
  at: Date,
): OrderActivityRow {
  return db
    .table('orderActivities')
    .insert({ orderTrackerId: orderId, activity, createdAt: at.toISOString() });
}
