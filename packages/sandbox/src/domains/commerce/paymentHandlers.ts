// Paying for orders with the (simulated) card payment provider, and recording the completed payment as
// the customer's transaction (which also confirms a gift card purchase).
import { formatMoney, fromKobo, toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok, refuse } from '../../http/replies';
import { fullName } from '../../shared/fullName';
import { tellGiftCard } from '../notifications/orderNews';
import { logOrderActivity } from '../orders/logOrderActivity';
import { logGiftCard } from './giftCardHandlers';
import { providerFee, startPayment } from './payments';
import { paysOnDelivery } from './payOnDelivery';
import { randomCode } from './randomCode';
import type { PaymentRow } from './tables';
import type { S } from './types';
import { awaitsPayment, checkoutOrders } from './unpaidCheckouts';

const BANKS = [
  'Guaranty Trust Bank',
  'Access Bank',
  'Zenith Bank',
  'First Bank of Nigeria',
  'United Bank for Africa',
  'Kuda Bank',
];
const CARDS = [
  { type: 'visa', bin: '408408' },
  { type: 'mastercard', bin: '539983' },
  { type: 'verve', bin: '506099' },
] as const;

const CHECKOUT_CANCELLED =
  'This checkout was cancelled or expired: add the items to your cart again to order them';
const PAID_ON_DELIVERY = 'This order is paid on delivery: the rider collects the payment when it arrives';

/** A payment as verifyProductPayment answers it: the provider's decision and what it covers. */
function paymentView(payment: PaymentRow): S['Payment'] {
  return {
    reference: payment.reference,
    amount: payment.amount,
    authorizationUrl: payment.authorizationUrl,
    accessCode: payment.accessCode,
    status: payment.status,
    ...(payment.reason ? { reason: payment.reason } : {}),
    kind: payment.kind,
    orderIds: [...payment.orderIds],
    ...(payment.giftCardId !== undefined ? { giftCardId: payment.giftCardId } : {}),
    ...(payment.pricingPlanId !== undefined ? { pricingPlanId: payment.pricingPlanId } : {}),
    email: payment.email,
    // A plan payment needs no recording: the provider's approval starts the subscription.
    recorded:
      payment.transactionId !== undefined || (payment.kind === 'plan' && payment.status === 'success'),
  };
}

export const paymentHandlers = defineHandlers({
  initializeProductPayment: ({ db, env, body, user, request }) => {
    if (!user) return notFound('Customer not found');
    const mine = db.table('orders').where((o) => o.customerId === user.id);
    let order: OrderRow | undefined;
    if (body.orderTrackerId !== undefined) {
      order = mine.find((o) => o.id === body.orderTrackerId);
      if (!order) return notFound('Order not found');
      if (order.transactionId) return refuse('This order has already been paid for');
      if (paysOnDelivery(order)) return refuse(PAID_ON_DELIVERY);
      if (!awaitsPayment(db, order)) return refuse(CHECKOUT_CANCELLED);
    } else {
      // Without an order id: the customer's latest checkout that is not paid yet (and not paid on delivery).
      order = mine
        .filter((o) => awaitsPayment(db, o))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
      if (!order) return refuse('There is no unpaid order to pay for');
    }
    const covered = checkoutOrders(db, order);
    const dueKobo = covered.reduce((sum, o) => sum + toKobo(o.total), 0);
    if (toKobo(body.amount) !== dueKobo)
      return refuse(`The amount does not match the amount due (${formatMoney(fromKobo(dueKobo))})`);
    const payment = startPayment(db, env, request, {
      prefix: `ORD-${order.id}`,
      kind: 'order',
      customerId: user.id,
      amount: fromKobo(dueKobo),
      orderIds: covered.map((o) => o.id),
      email: body.email,
      ...(body.callbackUrl ? { callbackUrl: body.callbackUrl } : {}),
    });
    return ok(
      {
        reference: payment.reference,
        amount: payment.amount,
        authorizationUrl: payment.authorizationUrl,
        accessCode: payment.accessCode,
        status: payment.status,
      },
      'Payment initialized',
    );
  },

  verifyProductPayment: ({ db, path, user }) => {
    if (!user) return notFound('Customer not found');
    const payment = db
      .table('payments')
      .find((p) => p.reference === path.reference && p.customerId === user.id);
    if (!payment) return notFound('Payment not found');
    return ok(paymentView(payment), 'Payment fetched');
  },

  createCustomerTransaction: ({ db, env, body, user, request }) => {
    if (!user) return notFound('Customer not found');
    const payment = db
      .table('payments')
      .find((p) => p.reference === body.reference && p.customerId === user.id);
    if (!payment) return refuse('Payment reference not found');
    if (payment.transactionId) return refuse('This payment has already been recorded');
    // The provider's decision, not the client's word: only an approved payment is recorded.
    if (payment.status === 'pending') return refuse('The payment has not been completed');
    if (payment.status === 'failed') return refuse('Payment was not successful');
    if (body.status && !['success', 'successful', 'completed'].includes(body.status.toLowerCase())) {
      return refuse('Payment was not successful');
    }
    if (toKobo(body.amount) !== toKobo(payment.amount))
      return refuse(`The amount does not match the payment (${formatMoney(payment.amount)})`);
    if (body.orderTrackerId !== undefined && !payment.orderIds.includes(body.orderTrackerId)) {
      return refuse('This payment is for another order');
    }

    const now = env.now().toISOString();
    const orders = payment.orderIds.map((id) => db.table('orders').get(id)).filter((o): o is OrderRow => !!o);
    if (payment.kind === 'order' && orders.some((o) => !awaitsPayment(db, o)))
      return refuse(CHECKOUT_CANCELLED);
    const card = CARDS[Math.floor(env.random() * CARDS.length)] ?? CARDS[0];
    const channel = body.paymentChannel ?? 'card';
    const giftCard =
      payment.giftCardId !== undefined ? db.table('giftCards').get(payment.giftCardId) : undefined;
    const first = orders[0];
    const items: S['OrderItem'][] = orders.flatMap((o) => structuredClone(o.orderItems ?? []));
    const tx = db.table('transactions').insert({
      ...(first ? { orderTrackerId: first.id } : {}),
      transactionId: body.transactionId ?? String(Math.floor(1e9 + env.random() * 9e9)),
      amount: payment.amount,
      reference: payment.reference,
      fees: providerFee(payment.amount),
      date: now,
      customerName: fullName(user),
      customerEmail: user.email,
      ...(channel === 'card'
        ? {
            cardType: card.type,
            cardNumber: `${card.bin}******${String(Math.floor(env.random() * 10000)).padStart(4, '0')}`,
          }
        : {}),
      bank: BANKS[Math.floor(env.random() * BANKS.length)] ?? 'Guaranty Trust Bank',
      country: 'NG',
      ipAddress:
        request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
        `102.89.${Math.floor(env.random() * 256)}.${Math.floor(env.random() * 256)}`,
      paymentChannel: channel,
      status: 'success',
      orderName: giftCard
        ? `Gift card ${giftCard.code}`
        : orders.map((o) => o.orderName).join(', ') || `Payment ${randomCode(env, 4)}`,
      createdAt: now,
      updatedAt: now,
      orderItems: items,
      customerId: user.id,
      orderIds: orders.map((o) => o.id),
      merchantIds: [...new Set(orders.map((o) => o.merchantId))],
    });
    db.table('payments').update(payment.id, { status: 'success', transactionId: tx.id, updatedAt: now });
    for (const order of orders) {
      db.table('orders').update(order.id, { transactionId: tx.id, updatedAt: now });
      logOrderActivity(db, order.id, `Payment received (${payment.reference})`, env.now());
    }
    if (giftCard && giftCard.status === 'pending') {
      const active =
        db.table('giftCards').update(giftCard.id, { status: 'active', updatedAt: now }) ?? giftCard;
      logGiftCard(db, env, active, 'paid', {
        amount: active.amount,
        description: `Paid (${payment.reference})`,
      });
      tellGiftCard(db, env, active);
    }
    const { customerId: _c, orderIds: _o, merchantIds: _m, ...view } = tx;
    return ok(structuredClone(view), 'Transaction recorded successfully', 201);
  },
});
