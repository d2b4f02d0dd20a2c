// The card provider's hosted page and decisions: a started payment waits for the customer on
// `/sandbox/pay/<reference>`; approving lets the client record it, declining leaves the checkout unpaid.
import {
  applyCoupon,
  createCustomerTransaction,
  createOrder,
  getCart,
  getCustomerAddresses,
  getCustomerOrders,
  initializeProductPayment,
  type MarketplaceClient,
  payWithGiftCard,
  verifyProductPayment,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { DECLINE_REASON } from '../../../src/domains/commerce/decidePayment';
import { SEED_CODES } from '../../../src/domains/commerce/seed/commerceSeedData';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, refusal, seeded } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const data = seeded(ctx);

const CALLBACK = 'http://shop.test/customer/checkout/done?orders=1';

/** Places the seeded cart's orders with WELCOME10 and the demo gift card, and starts their payment. */
async function startCheckout(customer: MarketplaceClient) {
  const { data: cart } = await getCart(customer);
  const cartItems = cart.cartItemsList.map((i) => ({
    productId: i.id,
    sku: i.productVariant.sku,
    quantity: i.productVariant.quantity,
  }));
  await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
  await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: 1000 } });
  const [address] = (await getCustomerAddresses(customer)).data;
  const { data: checkout } = await createOrder(customer, {
    body: { orderItems: cartItems, deliveryAddressId: address?.id ?? 0 },
  });
  const { data: payment } = await initializeProductPayment(customer, {
    body: { amount: checkout.amountDue, email: 'customer@demo.test', callbackUrl: CALLBACK },
  });
  return { cart, checkout, payment };
}

describe('checking a payment (verifyProductPayment)', () => {
  it('is pending until the customer decides, then success; recorded once the client records it', async () => {
    const customer = await login.customer();
    const { checkout, payment } = await startCheckout(customer);
    const pending = (await verifyProductPayment(customer, { path: { reference: payment.reference } })).data;
    expect(pending).toMatchObject({
      status: 'pending',
      kind: 'order',
      recorded: false,
      orderIds: checkout.orders.map((o) => o.id),
      email: 'customer@demo.test',
    });

    const decided = ctx.sandbox.decidePayment(payment.reference, 'approve');
    const back = new URL(decided?.location ?? '');
    expect([
      back.origin + back.pathname,
      back.searchParams.get('reference'),
      back.searchParams.get('trxref'),
    ]).toEqual(['http://shop.test/customer/checkout/done', payment.reference, payment.reference]);
    expect(back.searchParams.get('orders')).toBe('1');
    expect(
      (await verifyProductPayment(customer, { path: { reference: payment.reference } })).data.status,
    ).toBe('success');
    // A second decision changes nothing.
    expect(ctx.sandbox.decidePayment(payment.reference, 'decline')?.payment.status).toBe('success');

    await createCustomerTransaction(customer, {
      body: { reference: payment.reference, amount: payment.amount, status: 'success' },
    });
    expect(
      (await verifyProductPayment(customer, { path: { reference: payment.reference } })).data.recorded,
    ).toBe(true);
  });

  it('answers only the customer who started the payment', async () => {
    const { payment } = await startCheckout(await login.customer());
    expect(
      await refusal(
        verifyProductPayment(await login.otherCustomer(), { path: { reference: payment.reference } }),
      ),
    ).toEqual([404, 'Payment not found']);
  });
});

describe('declining a payment', () => {
  it('keeps one unpaid checkout holding its stock, coupon and gift card, paid later with another payment', async () => {
    const customer = await login.customer();
    const { checkout, payment } = await startCheckout(customer);
    const stock = () =>
      checkout.orders
        .flatMap((o) => o.orderItems ?? [])
        .map((line) => data.db().table('products').get(line.productId)?.quantity ?? 0);
    const held = { stock: stock(), card: data.giftCard(SEED_CODES.giftCard).balance };

    ctx.sandbox.decidePayment(payment.reference, 'decline');

    const verified = (await verifyProductPayment(customer, { path: { reference: payment.reference } })).data;
    expect(verified).toMatchObject({ status: 'failed', reason: DECLINE_REASON, recorded: false });
    expect(
      await refusal(
        createCustomerTransaction(customer, {
          body: { reference: payment.reference, amount: payment.amount },
        }),
      ),
    ).toEqual([400, 'Payment was not successful']);
    // Not two cancelled orders: the checkout waits, unpaid, with what it holds.
    const ids = checkout.orders.map((o) => o.id);
    const { data: mine } = await getCustomerOrders(customer);
    const waiting = mine.rows.filter((o) => ids.includes(o.id));
    expect(waiting.map((o) => [o.status, o.paymentStatus, o.unpaidCheckout?.orderIds])).toEqual(
      waiting.map(() => ['pending', 'unpaid', ids]),
    );
    expect(waiting[0]?.unpaidCheckout?.amountDue).toBe(checkout.amountDue);
    expect(stock()).toEqual(held.stock);
    expect(data.giftCard(SEED_CODES.giftCard).balance).toBe(held.card);
    expect((await getCart(customer)).data.cartItemsList).toEqual([]);

    // Pay now: a new payment of the same checkout.
    const { data: again } = await initializeProductPayment(customer, {
      body: { amount: checkout.amountDue, email: 'customer@demo.test', orderTrackerId: ids[0] ?? 0 },
    });
    ctx.sandbox.decidePayment(again.reference, 'approve');
    await createCustomerTransaction(customer, { body: { reference: again.reference, amount: again.amount } });
    const paid = (await getCustomerOrders(customer)).data.rows.filter((o) => ids.includes(o.id));
    expect(paid.map((o) => [o.paymentStatus, o.unpaidCheckout])).toEqual(paid.map(() => ['paid', null]));
  });
});

describe('a payment of nothing', () => {
  it('is approved at once and goes straight to the callback, then is recorded as any other', async () => {
    const customer = await login.customer();
    const { data: cart } = await getCart(customer);
    const cartItems = cart.cartItemsList.map((i) => ({
      productId: i.id,
      sku: i.productVariant.sku,
      quantity: i.productVariant.quantity,
    }));
    // A gift card that covers the whole checkout.
    const card = data.giftCard(SEED_CODES.giftCard);
    ctx.sandbox.db.table('giftCards').update(card.id, { balance: 2_000_000, amount: 2_000_000 });
    await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: 2_000_000 } });
    const [address] = (await getCustomerAddresses(customer)).data;
    const { data: checkout } = await createOrder(customer, {
      body: { orderItems: cartItems, deliveryAddressId: address?.id ?? 0 },
    });
    expect(checkout.amountDue).toBe(0);
    const { data: payment } = await initializeProductPayment(customer, {
      body: { amount: 0, email: 'customer@demo.test', callbackUrl: CALLBACK },
    });
    expect(payment.status).toBe('success');
    const back = new URL(payment.authorizationUrl ?? '');
    expect([back.origin + back.pathname, back.searchParams.get('reference')]).toEqual([
      'http://shop.test/customer/checkout/done',
      payment.reference,
    ]);
    const { status } = await createCustomerTransaction(customer, {
      body: { reference: payment.reference, amount: 0, status: 'success' },
    });
    expect(status).toBe(201);
  });
});

describe('the hosted page', () => {
  it('shows the amount, payer and orders with Approve and Decline while pending', async () => {
    const { checkout, payment } = await startCheckout(await login.customer());
    const response = await fetch(payment.authorizationUrl ?? '');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('customer@demo.test');
    for (const order of checkout.orders) expect(html).toContain(order.orderName);
    expect(html).toMatch(/<button[^>]*value="approve"/);
    expect(html).toMatch(/<button[^>]*value="decline"/);
    expect(html).toContain('<html lang="en">');
  });

  it('redirects a form post with 303 to the callback, and answers { location } to JSON', async () => {
    const customer = await login.customer();
    const { payment } = await startCheckout(customer);
    const url = payment.authorizationUrl ?? '';
    const bad = await fetch(url, { method: 'POST', body: new URLSearchParams({ decision: 'maybe' }) });
    expect(bad.status).toBe(400);

    const form = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(new URL(form.headers.get('location') ?? '').searchParams.get('trxref')).toBe(payment.reference);

    const json = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ decision: 'decline' }),
    });
    // Already approved: the decision stands and the customer is sent back all the same.
    expect(await json.json()).toMatchObject({
      status: 'success',
      location: expect.stringContaining(CALLBACK.split('?')[0] ?? ''),
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('This payment was approved.');
    expect(page).toContain('Return to the shop');
  });

  it('answers 404 for an unknown reference', async () => {
    const response = await fetch('http://sandbox.test/sandbox/pay/ORD-0-NOPE');
    expect(response.status).toBe(404);
  });
});
