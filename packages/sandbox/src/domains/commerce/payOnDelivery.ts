// Pay on delivery: offered where the product pages promise it (Lagos and Abuja), placed unpaid, never paid
// by card, and paid to the rider: the delivery records the payment as the customer's transaction, so the
// order reads as paid and the sales, settlement and payout reports count it like a card payment.
import { canPayOnDelivery, PAY_ON_DELIVERY_AREAS } from '@marketplace/sdk';
import type { OrderRow, TransactionRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { fullName } from '../../shared/fullName';
import { logOrderActivity } from '../orders/logOrderActivity';

/** The payment method of the create-order request and the order. */
export const PAY_ON_DELIVERY = 'pay_on_delivery';

/** The transaction's payment channel for a payment taken by the rider (cash or transfer at the door). */
export const PAY_ON_DELIVERY_CHANNEL = 'pay_on_delivery';

/** Why the order cannot be paid on delivery to that state, or undefined when it can. */
export function payOnDeliveryRefusal(stateOrRegion: string | null | undefined): string | undefined {
  if (canPayOnDelivery(stateOrRegion)) return undefined;
  return `Pay on delivery is available only for delivery addresses in ${PAY_ON_DELIVERY_AREAS}; choose an address there or pay by card`;
}

/** Whether the order is paid on delivery (and so never through the card provider). */
export const paysOnDelivery = (order: Pick<OrderRow, 'paymentMethod'>) =>
  order.paymentMethod === PAY_ON_DELIVERY;

/**
 * Records the rider's collection of a pay-on-delivery order as it is delivered: a successful transaction
 * of the order's total on the `pay_on_delivery` channel (no provider fee), linked to the order, and an
 * activity on the order's timeline. Does nothing for card orders or an order already paid.
 *
 * @example
 * const paid = recordPaymentOnDelivery(db, env, order);
 */
export function recordPaymentOnDelivery(
  db: Database,
  env: SandboxEnv,
  order: OrderRow,
): TransactionRow | undefined {
  if (!paysOnDelivery(order) || order.transactionId != null) return undefined;
  const at = env.now();
  const now = at.toISOString();
  const customer = db.table('users').get(order.customerId);
  const reference = `POD-${order.orderName}`;
  const tx = db.table('transactions').insert({
    orderTrackerId: order.id,
    transactionId: reference,
    amount: order.total,
    reference,
    fees: 0,
    date: now,
    ...(customer ? { customerName: fullName(customer), customerEmail: customer.email } : {}),
    country: 'NG',
    paymentChannel: PAY_ON_DELIVERY_CHANNEL,
    status: 'success',
    orderName: order.orderName,
    createdAt: now,
    updatedAt: now,
    orderItems: structuredClone(order.orderItems ?? []),
    customerId: order.customerId,
    orderIds: [order.id],
    merchantIds: [order.merchantId],
  });
  db.table('orders').update(order.id, { transactionId: tx.id, updatedAt: now });
  logOrderActivity(db, order.id, `Paid on delivery (${reference})`, at);
  return tx;
}
