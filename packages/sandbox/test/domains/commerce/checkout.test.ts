// Checkout: the quote the orders domain builds orders from, what happens once they exist (cart, coupons,
// gift cards, stock), and paying for them with the sandbox's card payment provider.
import {
  applyCoupon,
  createCustomerTransaction,
  createOrder,
  getCart,
  getCustomerAddresses,
  initializeProductPayment,
  type MarketplaceClient,
  payWithGiftCard,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { quoteCheckout } from '../../../src/domains/commerce/checkout';
import { SEED_CODES } from '../../../src/domains/commerce/seed/commerceSeedData';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, emptyCart, refusal, seeded } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const data = seeded(ctx);

const kobo = (naira: number) => Math.round(naira * 100);

/** Applies WELCOME10 and the demo gift card to the seeded cart, then places the orders. */
async function checkout(customer: MarketplaceClient) {
  const { data: cart } = await getCart(customer);
  const cartItems = cart.cartItemsList.map((i) => ({
    productId: i.id,
    sku: i.productVariant.sku,
    quantity: i.productVariant.quantity,
  }));
  const { data: applied } = await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
  const due = (kobo(cart.cartTotal) - kobo(applied.discount) + kobo(cart.shippingFeeTotal ?? 0)) / 100;
  await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: due } });
  const customerId = data.user('customer@demo.test').id;
  const quote = quoteCheckout(ctx.sandbox.db, ctx.sandbox.env, customerId);
  if ('error' in quote) throw new Error(quote.error);
  const [address] = (await getCustomerAddresses(customer)).data;
  if (!address) throw new Error('no address');
  await createOrder(customer, { body: { orderItems: cartItems, deliveryAddressId: address.id } });
  const orders = data
    .db()
    .table('orders')
    .where((o) => o.customerId === customerId && o.createdAt === ctx.sandbox.env.now().toISOString())
    .sort((a, b) => a.id - b.id);
  return { cart, quote, orders, due };
}

describe('the checkout quote', () => {
  it('splits the cart per merchant with coupons, shipping and gift cards, totals exact to the kobo', async () => {
    const customer = await login.customer();
    const { data: cart } = await getCart(customer);
    const cartItems = cart.cartItemsList.map((i) => ({
      productId: i.id,
      sku: i.productVariant.sku,
      quantity: i.productVariant.quantity,
    }));
    await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
    await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: cart.cartTotal } });
    const quote = quoteCheckout(ctx.sandbox.db, ctx.sandbox.env, data.user('customer@demo.test').id);
    if ('error' in quote) throw new Error(quote.error);
    expect(quote.groups).toHaveLength(2);
    expect(quote.subtotal).toBe(cart.cartTotal);
    expect(quote.shippingFee).toBe(cart.shippingFeeTotal);
    expect(quote.appliedDiscountCodes).toEqual([SEED_CODES.welcome]);
    expect([quote.appliedGiftCards, quote.giftCardAmount]).toEqual([[SEED_CODES.giftCard], 5000]);
    expect(kobo(quote.total)).toBe(
      kobo(quote.subtotal) + kobo(quote.shippingFee) - kobo(quote.discount) - kobo(quote.giftCardAmount),
    );
    const sum = (key: 'subtotal' | 'shippingFee' | 'discount' | 'total') =>
      quote.groups.reduce((s, g) => s + kobo(g[key]), 0);
    expect(sum('total')).toBe(kobo(quote.total));
    expect(sum('discount')).toBe(kobo(quote.discount) + kobo(quote.giftCardAmount));
    for (const group of quote.groups) {
      expect(kobo(group.total)).toBe(kobo(group.subtotal) + kobo(group.shippingFee) - kobo(group.discount));
      expect(group.items.reduce((s, i) => s + kobo(i.shippingFee ?? 0), 0)).toBe(kobo(group.shippingFee));
      expect(group.items.every((i) => i.merchantId === group.merchantId)).toBe(true);
    }
    expect(quote.deliveryAddress).toMatchObject({ stateOrRegion: 'Lagos', default: true });
  });

  it('refuses an empty cart, a missing address and an item short of stock', async () => {
    const { db, env } = ctx.sandbox;
    const customerId = data.user('customer@demo.test').id;
    const cart = db.table('carts').find((c) => c.customerId === customerId);
    const line = cart?.items[0];
    if (!cart || !line) throw new Error('seed cart');

    const product = db.table('products').get(line.id);
    if (!product) throw new Error('no product');
    const variants = product.productVariant?.variant?.map((v) =>
      v.sku === line.productVariant.sku ? { ...v, quantity: 0 } : v,
    );
    db.table('products').update(product.id, {
      productVariant: { ...product.productVariant, variant: variants },
    });
    expect(quoteCheckout(db, env, customerId)).toEqual({ error: `${product.name} is out of stock` });

    expect(quoteCheckout(db, env, customerId, { addressId: 99_999 })).toEqual({
      error: `${product.name} is out of stock`,
    });
    emptyCart(ctx, customerId);
    expect(quoteCheckout(db, env, customerId)).toEqual({ error: 'Your cart is empty' });

    const other = data.user('tunde.bakare@example.com');
    db.table('carts').insert({
      customerId: other.id,
      items: [{ ...line, productVariant: { quantity: 1 } }],
      appliedCodes: [],
      giftCardIds: [],
      updatedAt: env.now().toISOString(),
    });
    for (const address of db.table('addresses').where((a) => a.customerId === other.id))
      db.table('addresses').delete(address.id);
    expect(quoteCheckout(db, env, other.id)).toEqual({ error: 'Add a delivery address to check out' });
    expect(quoteCheckout(db, env, other.id, { addressId: 99_999 })).toEqual({
      error: 'Delivery address not found',
    });
  });
});

describe('after the orders are created', () => {
  it('empties the cart, counts the coupon, spends the gift card and takes the units out of stock', async () => {
    const customer = await login.customer();
    const { db } = ctx.sandbox;
    const before = db
      .table('products')
      .all()
      .map((p) => structuredClone(p));
    const { cart, orders } = await checkout(customer);
    expect(orders.map((o) => o.merchantId).sort()).toEqual(
      [...new Set(cart.cartItemsList.map((i) => i.merchantId))].sort(),
    );

    const after = await getCart(customer);
    expect([after.data.cartItemsList, after.data.appliedDiscountCodes, after.data.appliedGiftCards]).toEqual([
      [],
      [],
      [],
    ]);

    const card = data.giftCard(SEED_CODES.giftCard);
    expect([card.balance, card.status]).toEqual([0, 'redeemed']);
    const spent = db
      .table('giftCardActivities')
      .where((a) => a.giftCardId === card.id && a.activity === 'redeemed');
    expect(spent).toMatchObject([{ amount: 5000, balanceAfter: 0, orderId: orders[0]?.id }]);
    expect(
      db.table('couponUsages').where((u) => u.couponId === data.coupon(SEED_CODES.welcome).id),
    ).toHaveLength(1);

    for (const item of cart.cartItemsList) {
      const was = before.find((p) => p.id === item.id);
      const now = db.table('products').get(item.id);
      expect(now?.quantity).toBe((was?.quantity ?? 0) - item.productVariant.quantity);
      const sku = item.productVariant.sku;
      const variantBefore = was?.productVariant?.variant?.find((v) => v.sku === sku);
      if (variantBefore) {
        expect(now?.productVariant?.variant?.find((v) => v.sku === sku)?.quantity).toBe(
          (variantBefore.quantity ?? 0) - item.productVariant.quantity,
        );
      }
    }
  });
});

describe('paying for the orders', () => {
  it('starts a payment for the checkout’s orders and records it: the orders are paid, the transaction listed', async () => {
    const customer = await login.customer();
    const { orders } = await checkout(customer);
    const first = orders[0];
    if (!first) throw new Error('no order');
    const due = orders.reduce((sum, o) => sum + kobo(o.total), 0) / 100;

    expect(
      await refusal(
        initializeProductPayment(customer, {
          body: { amount: due + 1, email: 'customer@demo.test', orderTrackerId: first.id },
        }),
      ),
    ).toEqual([
      400,
      `The amount does not match the amount due (₦${due.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`,
    ]);
    const { data: payment } = await initializeProductPayment(customer, {
      body: { amount: due, email: 'customer@demo.test', orderTrackerId: first.id },
    });
    expect(payment).toMatchObject({ amount: due, status: 'pending' });
    expect(payment.reference).toMatch(new RegExp(`^ORD-${first.id}-`));
    // The provider's hosted page, on the sandbox; nothing is recorded before the customer decides there.
    expect(payment.authorizationUrl).toBe(
      `http://sandbox.test/sandbox/pay/${encodeURIComponent(payment.reference)}`,
    );
    expect(
      await refusal(
        createCustomerTransaction(customer, { body: { reference: payment.reference, amount: due } }),
      ),
    ).toEqual([400, 'The payment has not been completed']);
    ctx.sandbox.decidePayment(payment.reference, 'approve');

    expect(
      await refusal(
        createCustomerTransaction(customer, { body: { reference: payment.reference, amount: due - 1 } }),
      ),
    ).toEqual([
      400,
      `The amount does not match the payment (₦${due.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`,
    ]);
    expect(
      await refusal(
        createCustomerTransaction(await login.otherCustomer(), {
          body: { reference: payment.reference, amount: due },
        }),
      ),
    ).toEqual([400, 'Payment reference not found']);

    const { data: tx, status } = await createCustomerTransaction(customer, {
      body: {
        reference: payment.reference,
        amount: due,
        transactionId: '4099260516',
        paymentChannel: 'card',
        status: 'success',
        orderTrackerId: first.id,
      },
    });
    expect(status).toBe(201);
    expect(tx).toMatchObject({
      reference: payment.reference,
      amount: due,
      status: 'success',
      transactionId: '4099260516',
      orderTrackerId: first.id,
    });
    expect(tx.orderItems?.length).toBe(orders.reduce((n, o) => n + (o.orderItems?.length ?? 0), 0));
    expect(tx.fees).toBeGreaterThan(0);
    for (const order of orders) {
      expect(data.db().table('orders').get(order.id)?.transactionId).toBe(tx.id);
      const log = data
        .db()
        .table('orderActivities')
        .where((a) => a.orderTrackerId === order.id)
        .map((a) => a.activity);
      expect(log).toContain(`Payment received (${payment.reference})`);
    }
    expect(data.db().table('transactions').get(tx.id)?.merchantIds.sort()).toEqual(
      orders.map((o) => o.merchantId).sort(),
    );

    expect(
      await refusal(
        createCustomerTransaction(customer, { body: { reference: payment.reference, amount: due } }),
      ),
    ).toEqual([400, 'This payment has already been recorded']);
    expect(
      await refusal(
        initializeProductPayment(customer, {
          body: { amount: due, email: 'customer@demo.test', orderTrackerId: first.id },
        }),
      ),
    ).toEqual([400, 'This order has already been paid for']);
  });

  it('pays the latest unpaid checkout when no order is named; refuses unknown orders and references, and a failed payment', async () => {
    const customer = await login.customer();
    const { orders } = await checkout(customer);
    const due = orders.reduce((sum, o) => sum + kobo(o.total), 0) / 100;
    const { data: payment } = await initializeProductPayment(customer, {
      body: { amount: due, email: 'customer@demo.test' },
    });
    expect(
      data
        .db()
        .table('payments')
        .find((p) => p.reference === payment.reference)?.orderIds,
    ).toEqual(orders.map((o) => o.id));
    ctx.sandbox.decidePayment(payment.reference, 'decline');
    expect(
      await refusal(
        createCustomerTransaction(customer, { body: { reference: payment.reference, amount: due } }),
      ),
    ).toEqual([400, 'Payment was not successful']);
    expect(
      await refusal(createCustomerTransaction(customer, { body: { reference: 'ORD-0-NOPE', amount: 1 } })),
    ).toEqual([400, 'Payment reference not found']);
    expect(
      await refusal(
        initializeProductPayment(customer, {
          body: { amount: 1, email: 'customer@demo.test', orderTrackerId: 99_999 },
        }),
      ),
    ).toEqual([404, 'Order not found']);
    const theirs = data
      .db()
      .table('orders')
      .find((o) => o.customerId !== data.user('customer@demo.test').id);
    expect(
      await refusal(
        initializeProductPayment(customer, {
          body: { amount: 1, email: 'customer@demo.test', orderTrackerId: theirs?.id ?? 1 },
        }),
      ),
    ).toEqual([404, 'Order not found']);
  });
});
