import type { Entities } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';

type ReturnStatus = Entities['ReturnStatus'];

/** Days after delivery during which the customer may ask for a return or replacement (the stores' policy). */
export const RETURN_WINDOW_DAYS = 7;
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 3_600_000;

/** Returns still in progress (an order has at most one). */
export const OPEN_RETURN: readonly ReturnStatus[] = ['pending', 'approved', 'received'];

/** When the order was delivered (orders delivered before the time was stored: their last change). */
export const deliveredAtOf = (order: OrderRow) =>
  Date.parse(order.deliveredAt ?? order.updatedAt ?? order.createdAt);

/** The order's open return, if any. */
export const openReturnOf = (db: Database, orderId: number) =>
  db.table('returns').find((r) => r.orderId === orderId && OPEN_RETURN.includes(r.status));

/**
 * Units of each product already taken back by completed refund returns of the order (a replacement keeps
 * the customer's units), so that a later return asks only for what is left.
 */
export function returnedUnits(db: Database, orderId: number): Map<number, number> {
  const units = new Map<number, number>();
  for (const ret of db.table('returns').where((r) => r.orderId === orderId && r.status === 'completed')) {
    if (!ret.refund || ret.replace) continue;
    for (const p of ret.products) units.set(p.productId, (units.get(p.productId) ?? 0) + p.quantity);
  }
  return units;
}
