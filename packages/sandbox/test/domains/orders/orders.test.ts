// Order tracking: checkout (create and simulate), the per-role lists, details, the shared status update,
// the delivery token, the rider's phone, payout approval and the platform hub.
import {
  addToCart,
  approveMerchantPayment,
  assignOrderToPlatform,
  createOrder,
  formatMoney,
  getAdminHubOrders,
  getAdminOrders,
  getCart,
  getCustomerOrders,
  getDispatcherOrders,
  getMerchantOrders,
  getOrderDetails,
  getOrderStatuses,
  getSchedulerOrders,
  type MarketplaceClient,
  removeFromCart,
  searchOrders,
  simulateOrder,
  updateDispatchPhone,
  updateOrder,
  updateOrderToken,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../src/db/core';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, newAddress, orderRows, refusal, state } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

/** Two buyable products of different stores (approved, in stock, without variants). */
function twoStoresProducts(): [ProductRow, ProductRow] {
  const buyable = seeded
    .db()
    .table('products')
    .where(
      (p) =>
        p.approvalStatus === 'approved' &&
        !p.deleted &&
        p.quantity > 5 &&
        !p.productVariant?.variant?.length &&
        !!seeded.db().table('stores').get(p.storeId)?.firstApproval,
    )
    .sort((a, b) => a.id - b.id);
  const first = buyable[0];
  const second = buyable.find((p) => p.merchantId !== first?.merchantId);
  if (!first || !second) throw new Error('the seed has no two buyable products of different stores');
  return [first, second];
}

/** Takes every seeded item out of the customer's cart, so a test checks out only what it adds. */
async function emptyCart(customer: MarketplaceClient) {
  const { data } = await getCart(customer);
  for (const productId of new Set((data.cartItemsList ?? []).map((item) => item.id))) {
    await removeFromCart(customer, { body: { productId } });
  }
}

describe('getOrderStatuses', () => {
  it('lists every status for orderType=all and a role’s reachable statuses for a role', async () => {
    const customer = await login.customer();
    const all = (await getOrderStatuses(customer, { query: { orderType: 'all' } })).data;
    expect(all.map((s) => s.code_name)).toEqual([
      'pending',
      'processing',
      'ready_for_pickup',
      'shipped',
      'out_for_delivery',
      'delivered',
      'cancelled',
      'returned',
    ]);
    const merchant = (await getOrderStatuses(customer, { query: { orderType: 'merchant' } })).data;
    expect(merchant.map((s) => s.code_name)).toEqual(['processing', 'ready_for_pickup', 'cancelled']);
    const partner = (await getOrderStatuses(customer, { query: { orderType: 'partner' } })).data;
    expect(partner.map((s) => s.code_name)).toEqual(['shipped', 'out_for_delivery', 'delivered']);
  });
});

describe('createOrder and simulateOrder', () => {
  it('prices the cart without changing anything, then places one pending order per merchant and empties the cart', async () => {
    const customer = await login.customer();
    await emptyCart(customer);
    const [a, b] = twoStoresProducts();
    await addToCart(customer, { body: { productId: a.id, quantity: 2 } });
    await addToCart(customer, { body: { productId: b.id, quantity: 1 } });
    const addressId = await newAddress(customer);
    const body = {
      orderItems: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      deliveryAddressId: addressId,
      orderNote: 'Please call before delivery.',
    };
    const before = (await getCustomerOrders(customer)).data.count;

    const simulated = (await simulateOrder(customer, { body })).data;
    expect(simulated.orderItems.map((i) => i.productId).sort()).toEqual([a.id, b.id].sort());
    expect(simulated.subtotal).toBe(a.pricing[0]!.sellingPrice * 2 + b.pricing[0]!.sellingPrice);
    expect(simulated.total).toBeCloseTo(simulated.subtotal + simulated.shippingFee - simulated.discount, 2);
    expect((await getCustomerOrders(customer)).data.count).toBe(before);

    const created = await createOrder(customer, { body });
    expect(created.status).toBe(201);
    // Every order of the checkout (one per merchant), and the one amount that pays for them all.
    expect(created.data.orders.map((o) => o.merchantId).sort()).toEqual([a.merchantId, b.merchantId].sort());
    expect(created.data.amountDue).toBeCloseTo(
      created.data.orders.reduce((sum, o) => sum + o.total, 0),
      2,
    );
    expect(created.data.amountDue).toBeCloseTo(simulated.total, 2);
    const first = created.data.orders[0]!;
    expect(first).toMatchObject({
      paymentStatus: 'unpaid',
      paymentReference: null,
      paidAt: null,
      status: 'pending',
      orderStatus: 'Pending',
      orderNote: 'Please call before delivery.',
      customerId: seeded.customerId(),
      assignedToPlatform: false,
      approvePayout: false,
    });
    expect(first.orderName).toMatch(/^ORD-2026-\d{6}$/);
    expect(first.orderDeliveryToken).toMatch(/^dlv_/);
    expect(first.deliveryAddress?.id).toBe(addressId);
    expect(first.orderActivities?.map((x) => x.activity)).toEqual(['Order placed']);

    const list = (await getCustomerOrders(customer)).data;
    expect(list.count).toBe(before + 2);
    const placed = orderRows(list).slice(0, 2);
    expect(placed.map((o) => o.merchantId).sort()).toEqual([a.merchantId, b.merchantId].sort());
    const sum = placed.reduce((total, o) => total + o.total, 0);
    expect(sum).toBeCloseTo(simulated.total, 2);
    expect((await getCart(customer)).data.cartItemsList ?? []).toHaveLength(0);
  });

  it('refuses to check out an empty cart, and an order naming a product not in the cart', async () => {
    const customer = await login.customer();
    await emptyCart(customer);
    const addressId = await newAddress(customer);
    const [a, b] = twoStoresProducts();
    const empty = { orderItems: [{ productId: a.id, quantity: 1 }], deliveryAddressId: addressId };
    expect((await refusal(createOrder(customer, { body: empty })))[0]).toBe(400);
    await addToCart(customer, { body: { productId: a.id, quantity: 1 } });
    const other = { orderItems: [{ productId: b.id, quantity: 1 }], deliveryAddressId: addressId };
    expect(await refusal(createOrder(customer, { body: other }))).toEqual([
      400,
      `Product ${b.id} is not in your cart; review your cart and try again`,
    ]);
  });
});

describe('order lists', () => {
  it('shows the customer only their own orders, newest first, paged with the full count', async () => {
    const customer = await login.customer();
    const mine = seeded.orders((o) => o.customerId === seeded.customerId());
    expect(mine.length).toBeGreaterThanOrEqual(6);
    const page = (await getCustomerOrders(customer, { query: { limit: 2, offset: 1 } })).data;
    expect(page.count).toBe(mine.length);
    expect(orderRows(page)).toHaveLength(2);
    const all = orderRows((await getCustomerOrders(customer)).data);
    expect(all.every((o) => o.customerId === seeded.customerId())).toBe(true);
    expect(all.map((o) => o.createdAt)).toEqual([...all.map((o) => o.createdAt)].sort().reverse());
    expect(orderRows(page)[0]?.id).toBe(all[1]?.id);
  });

  it("shows the merchant only their store's orders, and hides the delivery token from them", async () => {
    const merchant = await login.merchant();
    const theirs = seeded.orders((o) => o.merchantId === seeded.merchantId());
    const { data } = await getMerchantOrders(merchant);
    expect(data.count).toBe(theirs.length);
    expect(
      orderRows(data).every((o) => o.merchantId === seeded.merchantId() && o.orderDeliveryToken === null),
    ).toBe(true);
  });

  it('shows the admin every order and the hub orders; a dispatcher may not list all orders', async () => {
    const admin = await login.admin();
    const all = (await getAdminOrders(admin, { query: { limit: 5 } })).data;
    expect(all.count).toBe(seeded.orders(() => true).length);
    expect(orderRows(all)).toHaveLength(5);
    const hub = (await getAdminHubOrders(admin)).data;
    expect(hub.count).toBe(seeded.orders((o) => !!o.assignedToPlatform).length);
    expect(hub.count).toBeGreaterThan(0);
    expect(orderRows(hub).every((o) => o.assignedToPlatform)).toBe(true);
    const dispatcher = await login.dispatcher();
    expect((await refusal(getAdminOrders(dispatcher)))[0]).toBe(403);
  });

  it('shows the dispatcher their own orders, searchable; the scheduler the unassigned open ones', async () => {
    const dispatcher = await login.dispatcher();
    const own = seeded.orders((o) => o.dispatcherId === seeded.dispatcherId() && !!o.assignedToDispatcher);
    const list = (await getDispatcherOrders(dispatcher)).data;
    expect(list.count).toBe(own.length);
    const target = own[0]!;
    const found = (await getDispatcherOrders(dispatcher, { query: { search: target.orderName } })).data;
    expect(orderRows(found).map((o) => o.id)).toEqual([target.id]);

    const scheduler = await login.scheduler();
    const waiting = (await getSchedulerOrders(scheduler)).data;
    expect(waiting.count).toBeGreaterThan(0);
    expect(
      orderRows(waiting).every(
        (o) =>
          !o.assignedToDispatcher &&
          !o.assignedToShippingPartner &&
          !['delivered', 'cancelled'].includes(o.status ?? ''),
      ),
    ).toBe(true);
    expect((await refusal(getSchedulerOrders(dispatcher)))[0]).toBe(403);
  });

  it("searches by order name, customer email or store; a merchant's search stays in their store", async () => {
    const admin = await login.admin();
    const order = seeded.order((o) => o.merchantId !== seeded.merchantId());
    const byName = (await searchOrders(admin, { query: { search: order.orderName.toLowerCase() } })).data;
    expect(orderRows(byName).map((o) => o.id)).toEqual([order.id]);
    const byEmail = (await searchOrders(admin, { query: { search: 'customer@demo.test' } })).data;
    expect(byEmail.count).toBe(seeded.orders((o) => o.customerId === seeded.customerId()).length);
    const byStore = (await searchOrders(admin, { query: { search: order.storeName! } })).data;
    expect(orderRows(byStore).every((o) => o.storeName === order.storeName)).toBe(true);

    const merchant = await login.merchant();
    const scoped = (await searchOrders(merchant, { query: { search: order.orderName } })).data;
    expect(scoped.count).toBe(0);
  });
});

describe('getOrderDetails', () => {
  it("opens the customer's own order with its activity log, and answers 404 to others", async () => {
    const customer = await login.customer();
    const mine = seeded.order((o) => o.customerId === seeded.customerId() && o.status === 'delivered');
    const { data } = await getOrderDetails(customer, { path: { id: mine.id } });
    expect(data).toMatchObject({ id: mine.id, status: 'delivered', orderStatus: 'Delivered' });
    expect(data.orderActivities?.[0]?.activity).toBe('Order placed');
    expect(data.orderActivities?.at(-1)?.activity).toMatch(/delivered|Return|Refund/i);
    expect(data.orderDeliveryToken).toBeTruthy();

    const other = seeded.order((o) => o.customerId !== seeded.customerId());
    expect(await refusal(getOrderDetails(customer, { path: { id: other.id } }))).toEqual([
      404,
      'Order not found',
    ]);
    expect((await refusal(getOrderDetails(customer, { path: { id: 99999 } })))[0]).toBe(404);
    const merchant = await login.merchant();
    const notTheirs = seeded.order((o) => o.merchantId !== seeded.merchantId());
    expect((await refusal(getOrderDetails(merchant, { path: { id: notTheirs.id } })))[0]).toBe(404);
    const admin = await login.admin();
    expect((await getOrderDetails(admin, { path: { id: other.id } })).data.id).toBe(other.id);
  });
});

describe('updateOrder', () => {
  it('lets the merchant move its pending order to processing then ready for pickup, logging each move', async () => {
    const merchant = await login.merchant();
    const order = seeded.order((o) => o.merchantId === seeded.merchantId() && o.status === 'pending');
    const processing = await updateOrder(merchant, {
      path: { id: order.id },
      body: { orderStatusId: seeded.statusId('processing') },
    });
    expect(processing.data.status).toBe('processing');
    await updateOrder(merchant, {
      path: { id: order.id },
      body: { orderStatusId: seeded.statusId('ready_for_pickup'), activity: 'Packed at the Ikeja store' },
    });
    const { data } = await getOrderDetails(merchant, { path: { id: order.id } });
    expect(data).toMatchObject({ status: 'ready_for_pickup', orderStatus: 'Ready for pickup' });
    expect(data.orderActivities?.map((a) => a.activity).slice(-2)).toEqual([
      'Order is being processed',
      'Packed at the Ikeja store',
    ]);
  });

  it('refuses a move the status machine does not allow, and moves beyond the merchant’s part', async () => {
    const merchant = await login.merchant();
    const pending = seeded.order((o) => o.merchantId === seeded.merchantId() && o.status === 'pending');
    expect(
      await refusal(
        updateOrder(merchant, {
          path: { id: pending.id },
          body: { orderStatusId: seeded.statusId('delivered') },
        }),
      ),
    ).toEqual([400, 'Cannot move an order from Pending to Delivered']);
    const ready = seeded.order(
      (o) => o.merchantId === seeded.merchantId() && o.status === 'ready_for_pickup',
    );
    expect(
      (
        await refusal(
          updateOrder(merchant, {
            path: { id: ready.id },
            body: { orderStatusId: seeded.statusId('shipped') },
          }),
        )
      )[0],
    ).toBe(403);
    const delivered = seeded.order((o) => o.status === 'delivered' && o.merchantId === seeded.merchantId());
    expect(
      await refusal(
        updateOrder(await login.admin(), {
          path: { id: delivered.id },
          body: { orderStatusId: seeded.statusId('pending') },
        }),
      ),
    ).toEqual([400, 'Cannot move an order from Delivered to Pending']);
    const foreign = seeded.order((o) => o.merchantId !== seeded.merchantId() && o.status === 'pending');
    expect(
      (
        await refusal(
          updateOrder(merchant, {
            path: { id: foreign.id },
            body: { orderStatusId: seeded.statusId('processing') },
          }),
        )
      )[0],
    ).toBe(404);
    expect(
      (await refusal(updateOrder(merchant, { path: { id: pending.id }, body: { orderStatusId: 999 } })))[0],
    ).toBe(422);
  });

  it('lets the partner deliver its order only with the customer’s delivery token', async () => {
    const partner = await login.partner();
    const order = seeded.order(
      (o) => o.partnerProfile?.id === seeded.partnerId() && o.status === 'out_for_delivery',
    );
    const delivered = seeded.statusId('delivered');
    expect(
      await refusal(updateOrder(partner, { path: { id: order.id }, body: { orderStatusId: delivered } })),
    ).toEqual([400, "Enter the customer's delivery token to confirm delivery"]);
    expect(
      await refusal(
        updateOrder(partner, {
          path: { id: order.id },
          body: { orderStatusId: delivered, orderDeliveryToken: 'dlv_wrong' },
        }),
      ),
    ).toEqual([400, 'The delivery token is not correct']);

    const customer = await ctx.login(seeded.db().table('users').get(order.customerId)!.email, 'customer');
    const token = (await getOrderDetails(customer, { path: { id: order.id } })).data.orderDeliveryToken!;
    const { data } = await updateOrder(partner, {
      path: { id: order.id },
      body: {
        orderStatusId: delivered,
        orderDeliveryToken: token,
        shippingEvidence: 'https://cdn.example.com/pod.jpg',
      },
    });
    expect(data).toMatchObject({ status: 'delivered', shippingEvidence: 'https://cdn.example.com/pod.jpg' });
    expect(data.orderDeliveryToken).toBeNull();
    expect((await getOrderDetails(customer, { path: { id: order.id } })).data.status).toBe('delivered');
  });

  it('lets the dispatcher ship its own order; the scheduler may not update statuses', async () => {
    const dispatcher = await login.dispatcher();
    const order = seeded.order(
      (o) => o.dispatcherId === seeded.dispatcherId() && o.status === 'ready_for_pickup',
    );
    const { data } = await updateOrder(dispatcher, {
      path: { id: order.id },
      body: { orderStatusId: seeded.statusId('shipped') },
    });
    expect(data.status).toBe('shipped');
    const notTheirs = seeded.order((o) => !o.assignedToDispatcher && o.status === 'ready_for_pickup');
    expect(
      (
        await refusal(
          updateOrder(dispatcher, {
            path: { id: notTheirs.id },
            body: { orderStatusId: seeded.statusId('shipped') },
          }),
        )
      )[0],
    ).toBe(403);
    const scheduler = await login.scheduler();
    expect(
      (
        await refusal(
          updateOrder(scheduler, {
            path: { id: notTheirs.id },
            body: { orderStatusId: seeded.statusId('shipped') },
          }),
        )
      )[0],
    ).toBe(403);
  });

  it('lets the admin cancel any open order', async () => {
    const admin = await login.admin();
    const order = seeded.order((o) => o.status === 'processing');
    const { data } = await updateOrder(admin, {
      path: { id: order.id },
      body: { orderStatusId: seeded.statusId('cancelled') },
    });
    expect(data.status).toBe('cancelled');
    // A paid order is refunded as it is cancelled.
    expect(data.paymentStatus).toBe('refunded');
    const log = (await getOrderDetails(admin, { path: { id: order.id } })).data.orderActivities ?? [];
    expect(log.slice(-2).map((a) => a.activity)).toEqual([
      'Order cancelled',
      `Refund of ${formatMoney(order.total)} paid to the customer (RFD-${order.orderName}-1)`,
    ]);
  });
});

describe('updateOrderToken', () => {
  it('issues a new delivery token on the customer’s open order; refuses closed and others’ orders', async () => {
    const customer = await login.customer();
    const order = seeded.order((o) => o.customerId === seeded.customerId() && o.status === 'shipped');
    const { data } = await updateOrderToken(customer, { query: { orderId: order.id } });
    expect(data.orderId).toBe(order.id);
    expect(data.orderDeliveryToken).not.toBe(order.orderDeliveryToken);
    expect((await getOrderDetails(customer, { path: { id: order.id } })).data.orderDeliveryToken).toBe(
      data.orderDeliveryToken,
    );

    const delivered = seeded.order((o) => o.customerId === seeded.customerId() && o.status === 'delivered');
    expect((await refusal(updateOrderToken(customer, { query: { orderId: delivered.id } })))[0]).toBe(400);
    const other = seeded.order((o) => o.customerId !== seeded.customerId());
    expect((await refusal(updateOrderToken(customer, { query: { orderId: other.id } })))[0]).toBe(404);
  });
});

describe('assignOrderToPlatform', () => {
  it('puts an open order in the hub list once; refuses it again and unknown ids', async () => {
    const admin = await login.admin();
    const order = seeded.order((o) => !o.assignedToPlatform && o.status === 'pending');
    const { data } = await assignOrderToPlatform(admin, { path: { id: order.id } });
    expect(data.assignedToPlatform).toBe(true);
    const hub = orderRows((await getAdminHubOrders(admin)).data);
    expect(hub.some((o) => o.id === order.id)).toBe(true);
    expect(await refusal(assignOrderToPlatform(admin, { path: { id: order.id } }))).toEqual([
      400,
      'The order is already assigned to the platform hub',
    ]);
    expect((await refusal(assignOrderToPlatform(admin, { path: { id: 99999 } })))[0]).toBe(404);
  });
});

describe('updateDispatchPhone', () => {
  it("lets the partner and the scheduler set the rider's phone; refuses others' orders and a merchant", async () => {
    const partner = await login.partner();
    const order = seeded.order(
      (o) => o.partnerProfile?.id === seeded.partnerId() && o.status === 'ready_for_pickup',
    );
    await updateDispatchPhone(partner, {
      path: { id: order.id },
      body: { dispatchPhoneNumber: '+2348097654321' },
    });
    const admin = await login.admin();
    expect((await getOrderDetails(admin, { path: { id: order.id } })).data.dispatchPhoneNumber).toBe(
      '+2348097654321',
    );

    const other = seeded.order((o) => !o.assignedToShippingPartner && o.status === 'pending');
    expect(
      (
        await refusal(
          updateDispatchPhone(partner, {
            path: { id: other.id },
            body: { dispatchPhoneNumber: '+2348097654321' },
          }),
        )
      )[0],
    ).toBe(404);
    // The scheduler keeps the orders it assigned in view and sets their rider's phone.
    const scheduler = await login.scheduler();
    const set = await updateDispatchPhone(scheduler, {
      path: { id: order.id },
      body: { dispatchPhoneNumber: '+2348011112222' },
    });
    expect(set.data.dispatchPhoneNumber).toBe('+2348011112222');
    const merchant = await login.merchant();
    expect(
      (
        await refusal(
          updateDispatchPhone(merchant, {
            path: { id: other.id },
            body: { dispatchPhoneNumber: '+2348097654321' },
          }),
        )
      )[0],
    ).toBe(403);
    expect(
      (
        await refusal(
          updateDispatchPhone(admin, {
            path: { id: other.id },
            body: { dispatchPhoneNumber: 'call me now' },
          }),
        )
      )[0],
    ).toBe(422);
  });
});

describe('approveMerchantPayment', () => {
  it('approves the payout of a delivered order once; refuses undelivered orders and non-admins', async () => {
    const admin = await login.admin();
    const order = seeded.order((o) => o.status === 'delivered' && o.paymentStatus === 'pending');
    const { data } = await approveMerchantPayment(admin, { path: { id: order.id } });
    expect(data.approvePayout).toBe(true);
    expect(seeded.db().table('orders').get(order.id)?.paymentStatus).toBe('approved');
    expect(await refusal(approveMerchantPayment(admin, { path: { id: order.id } }))).toEqual([
      400,
      'The payment of this order is already approved',
    ]);
    const pending = seeded.order((o) => o.status === 'pending');
    expect(await refusal(approveMerchantPayment(admin, { path: { id: pending.id } }))).toEqual([
      400,
      'Only delivered orders can be paid out',
    ]);
    const dispatcher = await login.dispatcher();
    expect((await refusal(approveMerchantPayment(dispatcher, { path: { id: order.id } })))[0]).toBe(403);
  });
});
