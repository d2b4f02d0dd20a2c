// Undoing a checkout for some of its orders: what completeCheckout took (stock, coupon uses, gift card
// balances), given back. Cancellation by anyone, an expired unpaid checkout and a declined payment all
// go through here, so the three can never disagree.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { ActorStamp, OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { logOrderActivity } from '../orders/logOrderActivity';
import { statusByCode, statusCode, statusFields } from '../orders/orderStatuses';
import { logGiftCard } from './giftCardHandlers';
import { returnToStock } from './returnToStock';
import './tables';

/** What {@link releaseOrders} gave back, for callers that put it somewhere (the declined cart). */
export interface ReleasedOrders {
  /** The lines that went back in stock (reward products excluded). */
  lines: { productId: number; sku?: string; quantity: number }[];
  /** Codes of the coupons whose use was released. */
  couponCodes: string[];
  /** Gift cards that got money back. */
  giftCardIds: number[];
}

/**
 * Cancels `orders` (those not cancelled yet) with `activity` in their logs and gives back what their
 * checkout took: each line's units to its product and variant, each gift card its share of the orders,
 * and a coupon's use once every order it discounted is cancelled (a platform coupon spread over two
 * orders stays used while the other order stands).
 *
 * @example
 * releaseOrders(db, env, [order], 'Order cancelled by the customer: wrong size');
 */
export function releaseOrders(
  db: Database,
  env: SandboxEnv,
  orders: readonly OrderRow[],
  activity: string,
  fields: Partial<Pick<OrderRow, 'cancellationReason'>> = {},
  /** Who cancelled, for the stock history; absent when the system released them. */
  actor?: ActorStamp,
): ReleasedOrders {
  const now = env.now();
  const stamp = now.toISOString();
  const cancelled = statusByCode(db, 'cancelled');
  const released: ReleasedOrders = { lines: [], couponCodes: [], giftCardIds: [] };
  const open = orders.filter((o) => statusCode(db, o) !== 'cancelled');
  if (!cancelled || open.length === 0) return released;

  for (const order of open) {
    db.table('orders').update(order.id, { ...statusFields(cancelled, stamp), ...fields, updatedAt: stamp });
    logOrderActivity(db, order.id, activity, now);
    // Reward products came with a coupon, not from the cart.
    const lines = (order.orderItems ?? []).filter(
      (line) => !(line.productPrice === 0 && order.rewardProductsIds?.includes(line.productId)),
    );
    returnToStock(db, env, lines, {
      reason: 'cancellation',
      orderId: order.id,
      orderName: order.orderName,
      ...(actor ? { actor } : {}),
    });
    for (const line of lines) {
      const sku = line.productVariants?.[0]?.sku;
      released.lines.push({ productId: line.productId, ...(sku ? { sku } : {}), quantity: line.quantity });
    }
    for (const share of shares(db, order)) {
      const card = db.table('giftCards').get(share.giftCardId);
      if (!card || share.amount <= 0) continue;
      const balance = fromKobo(toKobo(card.balance) + toKobo(share.amount));
      const status = card.status === 'redeemed' ? 'active' : card.status;
      const back = db.table('giftCards').update(card.id, { balance, status, updatedAt: stamp }) ?? card;
      logGiftCard(
        db,
        env,
        back,
        'released',
        {
          amount: share.amount,
          orderId: order.id,
          description: `Given back: order ${order.orderName} was cancelled`,
        },
        actor,
      );
      if (!released.giftCardIds.includes(card.id)) released.giftCardIds.push(card.id);
    }
  }

  const isCancelled = (id: number) => {
    const order = db.table('orders').get(id);
    return !order || statusCode(db, order) === 'cancelled';
  };
  const ids = new Set(open.map((o) => o.id));
  for (const usage of db.table('couponUsages').where((u) => u.orderIds.some((id) => ids.has(id)))) {
    if (!usage.orderIds.every(isCancelled)) continue;
    db.table('couponUsages').delete(usage.id);
    const code = db.table('coupons').get(usage.couponId)?.code;
    if (code && !released.couponCodes.includes(code)) released.couponCodes.push(code);
  }
  return released;
}

/** The gift card parts of an order: recorded at checkout; older orders fall back on the card's log. */
function shares(db: Database, order: OrderRow): { giftCardId: number; amount: number }[] {
  if (order.giftCardShares) return order.giftCardShares;
  return db
    .table('giftCardActivities')
    .where((a) => a.activity === 'redeemed' && a.orderId === order.id)
    .map((a) => ({ giftCardId: a.giftCardId, amount: a.amount ?? 0 }));
}
