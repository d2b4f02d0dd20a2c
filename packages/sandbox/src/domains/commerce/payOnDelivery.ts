// Pay on delivery: offered where the product pages promise it (Lagos and Abuja), placed unpaid, never paid
// by card, and paid to the rider: the delivery records the payment as the customer's transaction, so the
// order reads as paid and the sales, settlement and payout reports count it like a card payment.
import { canPayOnDelivery, PAY_ON_DELIVERY_AREAS, type PayOnDeliveryBlocker } from '@marketplace/sdk';
import type { OrderRow, StoreRow, TransactionRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { fullName } from '../../shared/fullName';
import { logOrderActivity } from '../orders/logOrderActivity';

/** The payment method of the create-order request and the order. */
export const PAY_ON_DELIVERY = 'pay_on_delivery';

/** The transaction's payment channel for a payment taken by the rider (cash or transfer at the door). */
export const PAY_ON_DELIVERY_CHANNEL = 'pay_on_delivery';

/** Whether the store lets its customers pay on delivery: its merchant's choice, yes unless they said no. */
export const acceptsPayOnDelivery = (store: Pick<StoreRow, 'acceptsPayOnDelivery'> | undefined) =>
  store?.acceptsPayOnDelivery !== false;

/** "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) => new Intl.ListFormat('en-GB').format(names);

/**
 * Why the order cannot be paid on delivery, or undefined when it can: the address first (outside Lagos and
 * Abuja), then the stores of its lines that do not accept it (the SDK's `payOnDeliveryBlockers`), named.
 *
 * @example
 * payOnDeliveryRefusal('Lagos', [{ storeId: 4, storeName: 'Ibadan Home & Living' }]);
 * // "Ibadan Home & Living does not accept pay on delivery; pay by card, or remove its items to pay on delivery"
 */
export function payOnDeliveryRefusal(
  stateOrRegion: string | null | undefined,
  blockers: readonly PayOnDeliveryBlocker[],
): string | undefined {
  if (!canPayOnDelivery(stateOrRegion)) {
    return `Pay on delivery is available only for delivery addresses in ${PAY_ON_DELIVERY_AREAS}; choose an address there or pay by card`;
  }
  if (blockers.length === 0) return undefined;
  const names = listed(blockers.map((b) => b.storeName));
  const verb = blockers.length === 1 ? 'does' : 'do';
  const its = blockers.length === 1 ? 'its' : 'their';
  return `${names} ${verb} not accept pay on delivery; pay by card, or remove ${its} items to pay on delivery`;
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
