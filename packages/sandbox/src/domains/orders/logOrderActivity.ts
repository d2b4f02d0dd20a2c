import type { OrderActivityRow } from '../../db/core';
import type { Database } from '../../db/Database';

/**
 * Appends to an order's activity log, signed by the person whose request is handled (`db.actor`).
 * `internal` entries (assignments and their notes, payouts, chargebacks) never reach the customer.
 *
 * @example
 * logOrderActivity(db, order.id, 'Order placed', env.now());
 * logOrderActivity(db, order.id, 'Order assigned to dispatcher Musa Garba', env.now(), 'internal');
 */
export function logOrderActivity(
  db: Database,
  orderId: number,
  activity: string,
  at: Date,
  audience: 'customer' | 'internal' = 'customer',
): OrderActivityRow {
  return db.table('orderActivities').insert({
    orderTrackerId: orderId,
    activity,
    ...(db.actor ? { actor: { ...db.actor } } : {}),
    audience,
    createdAt: at.toISOString(),
  });
}
