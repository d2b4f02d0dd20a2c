import { formatMoney, fromKobo } from '@marketplace/sdk';
import type { TransactionRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { logOrderActivity } from '../orders/logOrderActivity';

/** A refund or chargeback to record (see `recordRefund`). */
export interface RefundMovement {
  orderId: number;
  /** `refund`: paid back to the customer; `chargeback`: charged back to the merchant. */
  type: 'refund' | 'chargeback';
  /** In kobo; nothing is recorded for 0. */
  amountKobo: number;
  /** The admin (or account) who decided it, by name. */
  decidedBy: string | null;
  reason?: string | null;
  /** The return it settles, when it comes from one (a cancellation has none). */
  returnId?: number;
}

/**
 * Records a refund or a chargeback as money moving: a successful row of the transactions (`type`, amount,
 * reference `RFD-`/`CHB-<order name>-<n>`, who decided) beside the customer's payment, and an entry on the
 * order's activities. Every report, merchant payment and statement nets it out of the order from there
 * (`splitOrder`). Returns use it when they complete; a cancellation's refund uses it too.
 *
 * @example
 * recordRefund(db, env, { orderId: order.id, type: 'refund', amountKobo: 850000, decidedBy: 'Tunde Admin' });
 */
export function recordRefund(
  db: Database,
  env: SandboxEnv,
  movement: RefundMovement,
): TransactionRow | undefined {
  const order = db.table('orders').get(movement.orderId);
  if (!order || movement.amountKobo <= 0) return undefined;
  const transactions = db.table('transactions');
  const payment = order.transactionId != null ? transactions.get(order.transactionId) : undefined;
  const prefix = movement.type === 'refund' ? 'RFD' : 'CHB';
  const n = transactions.where((t) => t.orderIds.includes(order.id) && t.type === movement.type).length + 1;
  const reference = `${prefix}-${order.orderName}-${n}`;
  const now = env.now();
  const customer = db.table('users').get(order.customerId);
  const row = transactions.insert({
    type: movement.type,
    transactionId: reference,
    reference,
    amount: fromKobo(movement.amountKobo),
    fees: 0,
    status: 'success',
    date: now.toISOString(),
    customerId: order.customerId,
    ...(customer ? { customerName: `${customer.firstName} ${customer.lastName}`.trim() } : {}),
    ...(customer?.email ? { customerEmail: customer.email } : {}),
    ...(payment?.paymentChannel ? { paymentChannel: payment.paymentChannel } : {}),
    // A refund goes back to the card that paid.
    ...(payment?.cardType ? { cardType: payment.cardType } : {}),
    ...(payment?.cardNumber ? { cardNumber: payment.cardNumber } : {}),
    ...(payment?.bank ? { bank: payment.bank } : {}),
    ...(payment?.country ? { country: payment.country } : {}),
    orderTrackerId: order.id,
    orderName: order.orderName,
    orderIds: [order.id],
    merchantIds: [order.merchantId],
    ...(movement.returnId !== undefined ? { returnId: movement.returnId } : {}),
    decidedBy: movement.decidedBy,
    reason: movement.reason ?? null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  logOrderActivity(
    db,
    order.id,
    movement.type === 'refund'
      ? `Refund of ${formatMoney(fromKobo(movement.amountKobo))} paid to the customer (${reference})`
      : `Chargeback of ${formatMoney(fromKobo(movement.amountKobo))} charged to the merchant (${reference})`,
    now,
    // What the store is charged is between it and the platform.
    movement.type === 'chargeback' ? 'internal' : 'customer',
  );
  return row;
}
