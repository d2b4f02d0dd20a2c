// Card checkouts waiting for their payment: which orders one payment covers, and how long they wait.
// A checkout nobody pays (the shopper left the card page, or the card was declined and never retried)
// must not hold stock, a coupon use and gift card money for ever.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { statusCode } from '../orders/orderStatuses';
import { paysOnDelivery } from './payOnDelivery';
import { releaseOrders } from './releaseOrders';
import type { S } from './types';

/** How long an unpaid card checkout is kept, in minutes (docs/rules/commerce.md). */
export const UNPAID_CHECKOUT_MINUTES = 30;

/** The activity an expired checkout's orders log. */
export const CHECKOUT_EXPIRED = `Checkout expired: not paid within ${UNPAID_CHECKOUT_MINUTES} minutes`;

/** Whether an order is a card order still waiting for its payment (not cancelled). */
export function awaitsPayment(db: Database, order: OrderRow): boolean {
  return !order.transactionId && !paysOnDelivery(order) && statusCode(db, order) !== 'cancelled';
}

/**
 * The orders one payment covers with `order`: the customer's orders placed in the same checkout (the
 * same instant) that still await payment, oldest first.
 *
 * @example
 * const due = checkoutOrders(db, order).reduce((sum, o) => sum + toKobo(o.total), 0);
 */
export function checkoutOrders(db: Database, order: OrderRow): OrderRow[] {
  return db
    .table('orders')
    .where(
      (o) => o.customerId === order.customerId && o.createdAt === order.createdAt && awaitsPayment(db, o),
    )
    .sort((a, b) => a.id - b.id);
}

/** When a checkout placed at `createdAt` expires. */
export function checkoutExpiresAt(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + UNPAID_CHECKOUT_MINUTES * 60_000);
}

/** The `unpaidCheckout` of an order as the API sends it, or null when it is not waiting for a payment. */
export function unpaidCheckoutView(db: Database, order: OrderRow): S['UnpaidCheckout'] | null {
  if (!awaitsPayment(db, order)) return null;
  const orders = checkoutOrders(db, order);
  return {
    orderIds: orders.map((o) => o.id),
    orderNames: orders.map((o) => o.orderName),
    amountDue: fromKobo(orders.reduce((sum, o) => sum + toKobo(o.total), 0)),
    expiresAt: checkoutExpiresAt(order.createdAt).toISOString(),
  };
}

/**
 * Cancels every unpaid card checkout older than {@link UNPAID_CHECKOUT_MINUTES} and releases what it
 * held (stock, coupon uses, gift card balances). The sandbox runs it before every request and every
 * provider decision, so the clock alone decides, however the sandbox is reached.
 *
 * @example
 * expireUnpaidCheckouts(db, env); // orders placed 31 minutes ago and never paid are now cancelled
 */
export function expireUnpaidCheckouts(db: Database, env: SandboxEnv): number {
  const now = env.now().getTime();
  const expired = db
    .table('orders')
    .where((o) => awaitsPayment(db, o) && checkoutExpiresAt(o.createdAt).getTime() <= now);
  if (expired.length === 0) return 0;
  releaseOrders(db, env, expired, CHECKOUT_EXPIRED, {
    cancellationReason: `Not paid within ${UNPAID_CHECKOUT_MINUTES} minutes`,
  });
  return expired.length;
}
