// Pay on delivery: offered only to Lagos and Abuja, placed unpaid, never paid by card, moved through the
// normal flow, and paid when delivered by any role (partner, dispatcher, admin), counted like a card sale.
import {
  addCustomerAddress,
  addToCart,
  createOrder,
  getCart,
  getMerchantTransactions,
  getOrderDetails,
  initializeProductPayment,
  type MarketplaceClient,
  removeFromCart,
  updateOrder,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../src/db/core';
import { merchantOwns } from '../../../src/domains/orders/canSeeOrder';
import { paidOrderIds } from '../../../src/domains/reports/saleOrders';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, refusal, state } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

/** A buyable product of the demo merchant's store (approved, in stock) and its first variant in stock. */
function merchantProduct(): { product: ProductRow; sku: string } {
  const merchant = seeded.user('merchant@demo.test');
  const found = seeded
    .db()
    .table('products')
    .where(
      (p) =>
        merchantOwns(seeded.db(), merchant, p.merchantId) &&
        p.approvalStatus === 'approved' &&
        !p.deleted &&
        p.quantity > 5 &&
        !!p.productVariant?.variant?.some((v) => (v.quantity ?? 0) > 2),
    )
    .sort((a, b) => a.id - b.id)[0];
  const sku = found?.productVariant?.variant?.find((v) => (v.quantity ?? 0) > 2)?.sku;
  if (!found || !sku) throw new Error('the demo merchant has no buyable product');
  return { product: found, sku };
}

/** The demo customer's cart holding only `product`, and a new address in `stateOrRegion`. */
async function cartTo(
  customer: MarketplaceClient,
  { product, sku }: { product: ProductRow; sku: string },
  stateOrRegion: string,
) {
  const { data: cart } = await getCart(customer);
  for (const productId of new Set((cart.cartItemsList ?? []).map((item) => item.id))) {
    await removeFromCart(customer, { body: { productId } });
  }
  await addToCart(customer, { body: { productId: product.id, sku, quantity: 1 } });
  const { data } = await addCustomerAddress(customer, {
    body: {
      fullName: 'Ada Obi',
      phoneNumber: '+2348031234567',
      stateOrRegion,
      address: '12 Allen Avenue',
      default: false,
    },
  });
  return {
    orderItems: [{ productId: product.id, sku, quantity: 1 }],
    deliveryAddressId: data.id,
    paymentMethod: 'pay_on_delivery' as const,
  };
}

/** Places a pay-on-delivery order to Lagos and returns it. */
async function placeInLagos(customer: MarketplaceClient) {
  const body = await cartTo(customer, merchantProduct(), 'Lagos');
  const { data } = await createOrder(customer, { body });
  const order = data.orders[0];
  if (!order) throw new Error('no order placed');
  return order;
}

const move = (client: MarketplaceClient, id: number, code: string, orderDeliveryToken?: string) =>
  updateOrder(client, {
    path: { id },
    body: { orderStatusId: seeded.statusId(code), ...(orderDeliveryToken ? { orderDeliveryToken } : {}) },
  });

describe('pay on delivery', () => {
  it('is refused outside Lagos and Abuja with the reason, and the cart is kept', async () => {
    const customer = await login.customer();
    const body = await cartTo(customer, merchantProduct(), 'Oyo');
    expect(await refusal(createOrder(customer, { body }))).toEqual([
      400,
      'Pay on delivery is available only for delivery addresses in Lagos and Abuja (FCT); choose an address there or pay by card',
    ]);
    expect((await getCart(customer)).data.cartItemsList ?? []).toHaveLength(1);
  });

  it('places the order unpaid in Abuja (FCT) and Lagos; the card payment refuses it', async () => {
    const customer = await login.customer();
    const abuja = await cartTo(customer, merchantProduct(), 'FCT Abuja');
    const { data } = await createOrder(customer, { body: abuja });
    expect(data.orders[0]).toMatchObject({
      paymentMethod: 'pay_on_delivery',
      paymentStatus: 'unpaid',
      paidAt: null,
      status: 'pending',
    });

    const order = await placeInLagos(customer);
    expect(order.paymentMethod).toBe('pay_on_delivery');
    expect(
      await refusal(
        initializeProductPayment(customer, {
          body: { amount: order.total, email: 'customer@demo.test', orderTrackerId: order.id },
        }),
      ),
    ).toEqual([400, 'This order is paid on delivery: the rider collects the payment when it arrives']);
    // Without an order id the provider looks for a card order to pay, never a pay-on-delivery one.
    const latest = await refusal(
      initializeProductPayment(customer, { body: { amount: order.total, email: 'customer@demo.test' } }),
    );
    expect(latest[1]).not.toMatch(/^Payment initialized/);
    expect(
      seeded
        .db()
        .table('payments')
        .find((p) => p.orderIds.includes(order.id)),
    ).toBeUndefined();
  });

  it('orders placed without a method are card orders', async () => {
    const customer = await login.customer();
    const { paymentMethod: _pod, ...body } = await cartTo(customer, merchantProduct(), 'Oyo');
    const { data } = await createOrder(customer, { body });
    expect(data.orders[0]?.paymentMethod).toBe('card');
  });

  it('moves through the merchant and admin unpaid, and the admin’s delivery records the payment', async () => {
    const customer = await login.customer();
    const order = await placeInLagos(customer);
    const merchant = await login.merchant();
    await move(merchant, order.id, 'processing');
    const ready = (await move(merchant, order.id, 'ready_for_pickup')).data;
    expect(ready).toMatchObject({ status: 'ready_for_pickup', paymentStatus: 'unpaid' });
    const admin = await login.admin();
    await move(admin, order.id, 'shipped');
    const out = (await move(admin, order.id, 'out_for_delivery')).data;
    expect(out.paymentStatus).toBe('unpaid');

    const delivered = (await move(admin, order.id, 'delivered')).data;
    expect(delivered).toMatchObject({
      status: 'delivered',
      paymentMethod: 'pay_on_delivery',
      paymentStatus: 'paid',
      paymentReference: `POD-${order.orderName}`,
    });
    expect(delivered.paidAt).toEqual(expect.any(String));
    expect(delivered.orderActivities?.map((a) => a.activity).slice(-2)).toEqual([
      'Order delivered',
      `Paid on delivery (POD-${order.orderName})`,
    ]);
    const seen = (await getOrderDetails(customer, { path: { id: order.id } })).data;
    expect(seen.paymentStatus).toBe('paid');

    // Counted like a card sale: a transaction of the order's total, on the pay-on-delivery channel.
    expect(paidOrderIds(seeded.db()).has(order.id)).toBe(true);
    const { data: txs } = await getMerchantTransactions(merchant, {
      query: { search: `POD-${order.orderName}` },
    });
    expect(txs.rows).toEqual([
      expect.objectContaining({ amount: order.total, paymentChannel: 'pay_on_delivery', status: 'success' }),
    ]);
  });

  it('is paid when the shipping partner or the dispatcher delivers it with the customer’s token', async () => {
    const customer = await login.customer();
    const partnerId = seeded.partnerId();
    const dispatcherId = seeded.dispatcherId();
    const cases = [
      {
        deliverer: login.partner,
        assign: {
          assignedToShippingPartner: true,
          partnerProfile: { id: partnerId, name: 'Demo Logistics' },
        },
      },
      { deliverer: login.dispatcher, assign: { assignedToDispatcher: true, dispatcherId } },
    ];
    for (const { deliverer, assign } of cases) {
      const order = await placeInLagos(customer);
      // Scene-setting: the order is out for delivery with this deliverer (assignment has its own tests).
      seeded
        .db()
        .table('orders')
        .update(order.id, {
          ...assign,
          orderStatusId: seeded.statusId('out_for_delivery'),
          status: 'out_for_delivery',
        } as never);
      const client = await deliverer();
      const { data } = await move(client, order.id, 'delivered', order.orderDeliveryToken ?? undefined);
      expect(data).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
      expect(
        seeded
          .db()
          .table('transactions')
          .find((t) => t.orderIds.includes(order.id)),
      ).toMatchObject({
        paymentChannel: 'pay_on_delivery',
        amount: order.total,
        customerId: seeded.customerId(),
      });
    }
  });

  it('cancelled before delivery, it is never paid', async () => {
    const customer = await login.customer();
    const order = await placeInLagos(customer);
    const merchant = await login.merchant();
    const { data } = await move(merchant, order.id, 'cancelled');
    expect(data).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(paidOrderIds(seeded.db()).has(order.id)).toBe(false);
  });
});
