import type { ActorStamp, OrderActivityRow } from '../../db/core';
import type { Database } from '../../db/Database';

/**
 * Appends to an order's activity log, signed by the person whose request is handled (`db.actor`), or by
 * `actor` when given (the seed signs its past acts as the person who would have done them).
 * `internal` entries (assignments and their notes, payouts, chargebacks) never reach the customer.
 *
 * @example
 * logOrderActivity(db, order.id, 'Order placed', env.now());
 * logOrderActivity(db, order.id, 'Order assigned to dispatcher Musa Garba', env.now(), 'internal');
 * logOrderActivity(db, order.id, 'Order delivered', at, 'customer', actorStamp(dispatcher));
 */
export function logOrderActivity(
  db: Database,
  orderId: number,
  activity: string,
  at: Date,
  audience: 'customer' | 'internal' = 'customer',
  actor: ActorStamp | undefined = db.actor,
): OrderActivityRow {
  return db.table('orderActivities').insert({
    orderTrackerId: orderId,
    activity,
    ...(actor ? { actor: { ...actor } } : {}),
    audience,
    createdAt: at.toISOString(),
  });
}
