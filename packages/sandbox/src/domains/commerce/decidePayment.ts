import { fromKobo, toKobo } from '@marketplace/sdk';
// The card provider's decision on a started payment (its hosted page's Approve / Decline buttons, or
// `sandbox.decidePayment` in tests): approve marks it successful at the provider; decline marks it failed
// and gives the shopper back the checkout it was for (orders cancelled, cart refilled).
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { logOrderActivity } from '../orders/logOrderActivity';
import { statusByCode, statusFields } from '../orders/orderStatuses';
import { cartOf } from './cartOf';
import { logGiftCard } from './giftCardHandlers';
import { callbackWithReference } from './payments';
import type { CartLineRow, PaymentRow } from './tables';

/** What the customer chose on the provider's page. */
export type PaymentDecision = 'approve' | 'decline';

/** Why the sandbox provider declines a payment (what a card issuer most often answers). */
export const DECLINE_REASON = 'Insufficient funds';

/** The outcome of a decision: the payment as it now stands, and where the customer goes next. */
export interface DecidedPayment {
  payment: PaymentRow;
  /** The customer's callback with `reference` and `trxref`, else the provider's page again. */
  location: string;
}

/**
 * Applies the customer's decision to a pending payment (a decided one stays as it is, so a second click
 * or a replayed form changes nothing). Declining a payment of orders cancels the checkout's unpaid orders
 * and puts their lines back in the cart with the coupons and gift cards they used (balances restored),
 * so the shopper's cart is as it was before checkout; a declined gift card purchase leaves the card pending.
 *
 * @example
 * const { payment, location } = decidePayment(db, env, 'ORD-41-8F3KQ2', 'decline', pageUrl)!;
 */
export function decidePayment(
  db: Database,
  env: SandboxEnv,
  reference: string,
  decision: PaymentDecision,
  pageUrl: string,
): DecidedPayment | undefined {
  const found = db.table('payments').find((p) => p.reference === reference);
  if (!found) return undefined;
  let payment = found;
  if (payment.status === 'pending') {
    const now = env.now().toISOString();
    const failed = decision === 'decline';
    payment =
      db.table('payments').update(payment.id, {
        status: failed ? 'failed' : 'success',
        ...(failed ? { reason: DECLINE_REASON } : {}),
        updatedAt: now,
      }) ?? payment;
    if (failed && payment.kind === 'order') releaseCheckout(db, env, payment);
  }
  const location = payment.callbackUrl
    ? callbackWithReference(payment.callbackUrl, payment.reference)
    : pageUrl;
  return { payment, location };
}

/** Undoes the checkout of a declined payment: what completeCheckout took, given back. */
function releaseCheckout(db: Database, env: SandboxEnv, payment: PaymentRow): void {
  const now = env.now();
  const stamp = now.toISOString();
  const orders = payment.orderIds
    .map((id) => db.table('orders').get(id))
    .filter((o): o is OrderRow => !!o && !o.transactionId);
  if (orders.length === 0) return;
  const ids = new Set(orders.map((o) => o.id));
  const cancelled = statusByCode(db, 'cancelled');
  const cart = cartOf(db, env, payment.customerId);
  const items: CartLineRow[] = [...cart.items];
  const codes = [...cart.appliedCodes];
  const cards = [...cart.giftCardIds];

  for (const order of orders) {
    if (cancelled)
      db.table('orders').update(order.id, { ...statusFields(cancelled, stamp), updatedAt: stamp });
    logOrderActivity(
      db,
      order.id,
      `Order cancelled: the card payment (${payment.reference}) was declined`,
      now,
    );
    for (const line of order.orderItems ?? []) {
      // Reward products came with a coupon, not from the cart.
      if (line.productPrice === 0 && order.rewardProductsIds?.includes(line.productId)) continue;
      const sku = line.productVariants?.[0]?.sku;
      const product = db.table('products').get(line.productId);
      if (product) {
        const patch: Partial<typeof product> = {
          quantity: (product.quantity ?? 0) + line.quantity,
          updatedAt: stamp,
        };
        if (sku && product.productVariant?.variant) {
          patch.productVariant = {
            ...product.productVariant,
            variant: product.productVariant.variant.map((v) =>
              v.sku === sku ? { ...v, quantity: (v.quantity ?? 0) + line.quantity } : v,
            ),
          };
        }
        db.table('products').update(product.id, patch);
      }
      const same = items.find((i) => i.id === line.productId && i.productVariant.sku === sku);
      if (same)
        same.productVariant = {
          ...same.productVariant,
          quantity: same.productVariant.quantity + line.quantity,
        };
      else
        items.push({
          id: line.productId,
          productVariant: { ...(sku ? { sku } : {}), quantity: line.quantity },
          addedAt: stamp,
        });
    }
  }

  for (const usage of db.table('couponUsages').where((u) => u.orderIds.some((id) => ids.has(id)))) {
    const coupon = db.table('coupons').get(usage.couponId);
    db.table('couponUsages').delete(usage.id);
    if (coupon?.code && !codes.includes(coupon.code)) codes.push(coupon.code);
  }

  for (const used of db
    .table('giftCardActivities')
    .where((a) => a.activity === 'redeemed' && a.orderId !== undefined && ids.has(a.orderId))) {
    const card = db.table('giftCards').get(used.giftCardId);
    if (!card) continue;
    const balance = fromKobo(toKobo(card.balance) + toKobo(used.amount ?? 0));
    const status = card.status === 'redeemed' ? 'active' : card.status;
    const restored = db.table('giftCards').update(card.id, { balance, status, updatedAt: stamp }) ?? card;
    logGiftCard(db, env, restored, 'applied', {
      amount: used.amount ?? 0,
      description: `Back in the cart: the card payment ${payment.reference} was declined`,
    });
    if (!cards.includes(card.id)) cards.push(card.id);
  }

  db.table('carts').update(cart.id, { items, appliedCodes: codes, giftCardIds: cards, updatedAt: stamp });
}
