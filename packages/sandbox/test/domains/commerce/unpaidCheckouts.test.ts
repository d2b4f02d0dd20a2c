// Unpaid checkouts and cancellations: a checkout nobody pays expires after UNPAID_CHECKOUT_MINUTES on
// the sandbox's clock (the tests move it) and gives back what it held; the customer can cancel an
// unpaid checkout or a paid order before it ships (refunded, as a transaction of its own). A property
// checks that cancelling or expiring always restores stock, coupon uses and gift card balances exactly.
import {
  addToCart,
  applyCoupon,
  cancelCustomerOrder,
  createCustomerTransaction,
  createOrder,
  getAdminTransactions,
  getCustomerAddresses,
  getCustomerOrders,
  getOrderInvoice,
  initializeProductPayment,
  type MarketplaceClient,
  payWithGiftCard,
  toKobo,
  updateOrder,
  verifyProductPayment,
} from '@marketplace/sdk';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_GONE } from '../../../src/domains/commerce/decidePayment';
import { SEED_CODES } from '../../../src/domains/commerce/seed/commerceSeedData';
import { UNPAID_CHECKOUT_MINUTES } from '../../../src/domains/commerce/unpaidCheckouts';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { as, emptyCart, refusal, seeded } from './support';

let clock = TEST_NOW;
const ctx = sandboxFixture({ now: () => clock });
const login = as(ctx);
const data = seeded(ctx);
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);
beforeEach(() => {
  clock = TEST_NOW;
});

interface Basket {
  /** Units of the demo merchant's variant product, and of another store's product (0: none). */
  variantUnits: number;
  otherUnits: number;
  coupon: boolean;
  giftCard: boolean;
}

/** Fills the demo customer's cart, applies WELCOME10 and the demo gift card if asked, and checks out. */
async function checkout(customer: MarketplaceClient, basket: Basket) {
  emptyCart(ctx, data.user('customer@demo.test').id);
  const { product, variant } = data.variantProduct();
  const other = data.product((p) => p.merchantId !== data.demoMerchantId());
  await addToCart(customer, {
    body: { productId: product.id, sku: variant.sku, quantity: basket.variantUnits },
  });
  if (basket.otherUnits > 0)
    await addToCart(customer, { body: { productId: other.id, quantity: basket.otherUnits } });
  const cartItems = [
    { productId: product.id, sku: variant.sku, quantity: basket.variantUnits },
    ...(basket.otherUnits > 0 ? [{ productId: other.id, quantity: basket.otherUnits }] : []),
  ];
  // WELCOME10 needs ₦5,000 of goods: a small basket goes without it.
  if (basket.coupon)
    await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } }).catch(() => undefined);
  if (basket.giftCard) await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: 1000 } });
  const [address] = (await getCustomerAddresses(customer)).data;
  const { data: placed } = await createOrder(customer, {
    body: { orderItems: cartItems, deliveryAddressId: address?.id ?? 0 },
  });
  return { placed, productIds: [product.id, other.id] };
}

/** What a checkout holds: stock (products and variants), WELCOME10 uses, the demo card's balance. */
function holdings(productIds: number[]) {
  const db = data.db();
  const customerId = data.user('customer@demo.test').id;
  const welcome = data.coupon(SEED_CODES.welcome);
  return {
    stock: productIds.map((id) => {
      const p = db.table('products').get(id);
      return [p?.quantity, ...(p?.productVariant?.variant ?? []).map((v) => v.quantity)];
    }),
    welcomeUses: db
      .table('couponUsages')
      .where((u) => u.couponId === welcome.id && u.customerId === customerId).length,
    card: data.giftCard(SEED_CODES.giftCard).balance,
  };
}

async function pay(customer: MarketplaceClient, orderId: number, amount: number) {
  const { data: payment } = await initializeProductPayment(customer, {
    body: { amount, email: 'customer@demo.test', orderTrackerId: orderId },
  });
  ctx.sandbox.decidePayment(payment.reference, 'approve');
  await createCustomerTransaction(customer, { body: { reference: payment.reference, amount } });
}

const BIG: Basket = { variantUnits: 1, otherUnits: 2, coupon: true, giftCard: true };

describe('an unpaid checkout', () => {
  it(`waits ${UNPAID_CHECKOUT_MINUTES} minutes, then is cancelled and releases stock, WELCOME10 and the gift card`, async () => {
    const customer = await login.customer();
    const before = holdings([data.variantProduct().product.id]);
    const { placed, productIds } = await checkout(customer, BIG);
    const initial = holdings(productIds);
    const { data: payment } = await initializeProductPayment(customer, {
      body: { amount: placed.amountDue, email: 'customer@demo.test' },
    });
    expect(initial.welcomeUses).toBe(before.welcomeUses + 1);
    const expiresAt = placed.orders[0]?.unpaidCheckout?.expiresAt;
    expect(expiresAt).toBe(minutes(UNPAID_CHECKOUT_MINUTES).toISOString());

    clock = minutes(UNPAID_CHECKOUT_MINUTES - 1);
    expect((await getCustomerOrders(customer)).data.rows[0]?.status).toBe('pending');

    clock = minutes(UNPAID_CHECKOUT_MINUTES);
    const rows = (await getCustomerOrders(customer)).data.rows.slice(0, placed.orders.length);
    expect(rows.map((o) => [o.status, o.unpaidCheckout, o.cancellationReason])).toEqual(
      rows.map(() => ['cancelled', null, `Not paid within ${UNPAID_CHECKOUT_MINUTES} minutes`]),
    );
    const after = holdings(productIds);
    expect(after.welcomeUses).toBe(before.welcomeUses);
    expect(after.card).toBe(before.card);
    // A card page left open past the expiry charges nothing, whatever is clicked.
    expect(ctx.sandbox.decidePayment(payment.reference, 'approve')?.payment).toMatchObject({
      status: 'failed',
      reason: CHECKOUT_GONE,
    });
    expect(
      (await verifyProductPayment(customer, { path: { reference: payment.reference } })).data.status,
    ).toBe('failed');
  });

  it('is cancelled whole by the customer (no reason needed); another customer gets 404', async () => {
    const customer = await login.customer();
    const { placed, productIds } = await checkout(customer, { ...BIG, giftCard: false });
    const [first] = placed.orders;
    expect(placed.orders.length).toBe(2);
    expect(
      await refusal(
        cancelCustomerOrder(await login.otherCustomer(), { path: { id: first?.id ?? 0 }, body: {} }),
      ),
    ).toEqual([404, 'Order not found']);
    const before = holdings(productIds);
    const { data: result } = await cancelCustomerOrder(customer, { path: { id: first?.id ?? 0 }, body: {} });
    expect(result.refund).toBeNull();
    expect(result.orders.map((o) => [o.id, o.status, o.paymentStatus])).toEqual(
      placed.orders.map((o) => [o.id, 'cancelled', 'unpaid']),
    );
    expect(holdings(productIds).welcomeUses).toBe(before.welcomeUses - 1);
    expect(
      await refusal(
        initializeProductPayment(customer, {
          body: { amount: placed.amountDue, email: 'customer@demo.test', orderTrackerId: first?.id ?? 0 },
        }),
      ),
    ).toEqual([
      400,
      'This checkout was cancelled or expired: add the items to your cart again to order them',
    ]);
  });
});

describe('cancelling a paid order', () => {
  it('needs a reason, refunds the order as a transaction and gives back its stock and gift card share', async () => {
    const customer = await login.customer();
    const { placed } = await checkout(customer, BIG);
    await pay(customer, placed.orders[0]?.id ?? 0, placed.amountDue);
    const order = placed.orders[0];
    if (!order) throw new Error('no order');
    expect(await refusal(cancelCustomerOrder(customer, { path: { id: order.id }, body: {} }))).toEqual([
      422,
      'Validation failed',
    ]);
    const cardBefore = data.giftCard(SEED_CODES.giftCard).balance;
    const { data: result } = await cancelCustomerOrder(customer, {
      path: { id: order.id },
      body: { reason: 'I ordered the wrong size' },
    });
    const [cancelled] = result.orders;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancellationReason: 'I ordered the wrong size',
      refundReference: `RFD-${order.orderName}-1`,
    });
    expect(result.refund).toMatchObject({
      type: 'refund',
      amount: order.total,
      status: 'success',
      fees: 0,
      reason: 'I ordered the wrong size',
    });
    // Refund + the gift card's part = what the order cost after its coupon discount.
    const couponKobo = (order.orderItems ?? []).reduce((sum, i) => sum + toKobo(i.discount ?? 0), 0);
    const cardBackKobo = toKobo(data.giftCard(SEED_CODES.giftCard).balance) - toKobo(cardBefore);
    expect(toKobo(result.refund?.amount ?? 0) + cardBackKobo).toBe(
      toKobo(order.subtotal) + toKobo(order.shippingFee) - couponKobo,
    );
    const admin = await login.admin();
    const rows = (await getAdminTransactions(admin, { query: { search: `RFD-${order.orderName}-1` } })).data
      .rows;
    expect(rows.map((t) => [t.reference, t.amount, t.status])).toEqual([
      [`RFD-${order.orderName}-1`, order.total, 'success'],
    ]);
    // The other order of the checkout still stands, so WELCOME10 stays used.
    expect(
      (await getCustomerOrders(customer)).data.rows.find((o) => o.id === placed.orders[1]?.id)?.status,
    ).toBe('pending');
  });

  it('is refused once the order has shipped', async () => {
    const customer = await login.customer();
    const shipped = data
      .db()
      .table('orders')
      .find((o) => o.customerId === data.user('customer@demo.test').id && o.status === 'shipped');
    expect(
      await refusal(
        cancelCustomerOrder(customer, { path: { id: shipped?.id ?? 0 }, body: { reason: 'Too late' } }),
      ),
    ).toEqual([
      400,
      'This order has left the store: it can no longer be cancelled; ask for a return once it is delivered',
    ]);
  });
});

describe('cancel and expire restore exactly (property)', () => {
  type Ending =
    | 'expire'
    | 'decline-then-expire'
    | 'cancel-unpaid'
    | 'pay-then-cancel-all'
    | 'merchant-cancels-paid';
  it('gives back stock, coupon uses and gift card balances to the kobo', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          variantUnits: fc.integer({ min: 1, max: 2 }),
          otherUnits: fc.integer({ min: 0, max: 3 }),
          coupon: fc.boolean(),
          giftCard: fc.boolean(),
        }),
        fc.constantFrom<Ending>(
          'expire',
          'decline-then-expire',
          'cancel-unpaid',
          'pay-then-cancel-all',
          'merchant-cancels-paid',
        ),
        async (basket, ending) => {
          ctx.sandbox.reset();
          clock = TEST_NOW;
          const customer = await login.customer();
          const productIds = [
            data.variantProduct().product.id,
            data.product((p) => p.merchantId !== data.demoMerchantId()).id,
          ];
          const before = holdings(productIds);
          const { placed } = await checkout(customer, basket);
          const first = placed.orders[0]?.id ?? 0;
          if (ending === 'expire') clock = minutes(UNPAID_CHECKOUT_MINUTES + 1);
          if (ending === 'decline-then-expire') {
            const { data: payment } = await initializeProductPayment(customer, {
              body: { amount: placed.amountDue, email: 'customer@demo.test' },
            });
            ctx.sandbox.decidePayment(payment.reference, 'decline');
            clock = minutes(UNPAID_CHECKOUT_MINUTES);
          }
          if (ending === 'cancel-unpaid')
            await cancelCustomerOrder(customer, { path: { id: first }, body: {} });
          if (ending === 'pay-then-cancel-all' || ending === 'merchant-cancels-paid') {
            await pay(customer, first, placed.amountDue);
            for (const order of placed.orders) {
              if (ending === 'pay-then-cancel-all' || order.merchantId !== data.demoMerchantId())
                await cancelCustomerOrder(customer, {
                  path: { id: order.id },
                  body: { reason: 'Changed my mind' },
                });
              else
                await updateOrder(await login.merchant(), {
                  path: { id: order.id },
                  body: {
                    orderStatusId:
                      data
                        .db()
                        .table('orderStatuses')
                        .find((s) => s.code_name === 'cancelled')?.id ?? 0,
                  },
                });
            }
          }
          // Any request runs the clock's rules.
          const rows = (await getCustomerOrders(customer)).data.rows;
          for (const order of placed.orders)
            expect(rows.find((o) => o.id === order.id)?.status).toBe('cancelled');
          expect(holdings(productIds)).toEqual(before);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('the invoice of an order (getOrderInvoice)', () => {
  it('names the seller and its address, the delivery address, the payment and the code; a refund adds a credit note', async () => {
    const customer = await login.customer();
    const { placed } = await checkout(customer, BIG);
    await pay(customer, placed.orders[0]?.id ?? 0, placed.amountDue);
    const order = placed.orders.find((o) => o.merchantId === data.demoMerchantId());
    if (!order) throw new Error('no order of the demo store');
    const store = data
      .db()
      .table('stores')
      .find((s) => s.merchantId === data.demoMerchantId());
    const { data: invoice } = await getOrderInvoice(customer, { path: { id: order.id } });
    expect(invoice).toMatchObject({
      invoiceNumber: `INV-2026-${String(order.id).padStart(6, '0')}`,
      seller: { storeName: store?.storeName },
      deliveryAddress: { address: order.deliveryAddress?.address },
      paymentMethod: 'card',
      paymentStatus: 'paid',
      status: 'paid',
      discountCodes: [SEED_CODES.welcome],
      creditNote: null,
    });
    expect(invoice.seller?.address).toContain(store?.shippingLocation?.city ?? '?');
    expect(invoice.cardNumber ?? invoice.paymentMethod).toBeTruthy();
    // Its merchant sees the same; another customer does not.
    expect((await getOrderInvoice(await login.merchant(), { path: { id: order.id } })).data.seller).toEqual(
      invoice.seller,
    );
    expect(await refusal(getOrderInvoice(await login.otherCustomer(), { path: { id: order.id } }))).toEqual([
      404,
      'Invoice not found',
    ]);

    await cancelCustomerOrder(customer, { path: { id: order.id }, body: { reason: 'Wrong size' } });
    const { data: credited } = await getOrderInvoice(customer, { path: { id: order.id } });
    expect(credited.paymentStatus).toBe('refunded');
    expect(credited.creditNote).toMatchObject({
      creditNoteNumber: `CN-2026-${String(order.id).padStart(6, '0')}`,
      invoiceNumber: invoice.invoiceNumber,
      amount: order.total,
      reason: 'Wrong size',
      reference: `RFD-${order.orderName}-1`,
    });
  });
});
