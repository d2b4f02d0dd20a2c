import { toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { ORDER_STATUSES } from '../orders/orderStatuses';
import { type DateRange, inRange } from './dateRange';

/** The `code_name` of an order's status (`pending`, `delivered`, `cancelled`, ...). */
export function statusCode(db: Database, order: OrderRow): string {
  return (
    db.table('orderStatuses').get(order.orderStatusId)?.code_name ??
    ORDER_STATUSES.find((s) => s.id === order.orderStatusId)?.code_name ??
    order.status ??
    ''
  );
}

const FAILED_PAYMENT = /fail|abandon|revers|declin|pending|cancel/i;

/**
 * The ids of paid orders: an order is paid when it carries its transaction (`transactionId`), when a
 * successful transaction lists it (`orderIds` or `orderTrackerId`), or when there was nothing to pay.
 */
export function paidOrderIds(db: Database): Set<number> {
  const paid = new Set<number>();
  for (const tx of db.table('transactions').all()) {
    if ((tx.type ?? 'payment') !== 'payment' || (tx.status && FAILED_PAYMENT.test(tx.status))) continue;
    for (const id of tx.orderIds ?? []) paid.add(id);
    if (typeof tx.orderTrackerId === 'number') paid.add(tx.orderTrackerId);
  }
  for (const order of db.table('orders').all()) {
    if (order.transactionId != null || toKobo(order.total) === 0) paid.add(order.id);
  }
  return paid;
}

/** The orders that count as sales: paid and not cancelled. */
export function saleOrders(db: Database, scope: { merchantId?: number }, range: DateRange): OrderRow[] {
  const paid = paidOrderIds(db);
  return db
    .table('orders')
    .where(
      (o) =>
        (scope.merchantId === undefined || o.merchantId === scope.merchantId) &&
        inRange(o.createdAt, range) &&
        paid.has(o.id) &&
        statusCode(db, o) !== 'cancelled',
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}
