// Everyone is told: order news, decisions, payouts, returns and gift cards reach the right account's
// notification list (unread until read) and the outbox.
import {
  approveMerchantPayment,
  approveProduct,
  assignOrderToPartner,
  createCustomerTransaction,
  createOrder,
  createProduct,
  forgotPassword,
  getCart,
  getCustomerAddresses,
  getNotifications,
  getOrderDetails,
  markAllNotificationsRead,
  markNotificationRead,
  purchaseGiftCard,
  returnOrder,
  updateMerchantPayment,
  updateOrder,
  updateReturnStatus,
  uploadMedia,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { lastEmail } from '../../../src/domains/identity/outbox';
import { pngFile } from '../../support/pngBytes';
import { sandboxFixture } from '../../support/sandboxTest';
import { dressForm } from '../catalog/support';
import { as, refusal, state } from '../orders/support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

const unread = async (client: Parameters<typeof getNotifications>[0]) =>
  (await getNotifications(client)).data.unread;

describe('notifications', () => {
  it('tells the customer and the merchant when a rider delivers, with the photo; read one, then all', async () => {
    const partner = await login.partner();
    const order = seeded.order(
      (o) => o.partnerProfile?.id === seeded.partnerId() && o.status === 'out_for_delivery',
    );
    const owner = seeded.db().table('users').get(order.customerId)!;
    const customer = await ctx.login(owner.email, 'customer');
    const merchant = await ctx.login(seeded.db().table('users').get(order.merchantId)!.email, 'merchant');
    const [customerBefore, merchantBefore] = [await unread(customer), await unread(merchant)];

    const token = (await getOrderDetails(customer, { path: { id: order.id } })).data.orderDeliveryToken!;
    const photo = await uploadMedia(partner, {
      body: { file: pngFile('parcel.png'), purpose: 'proof-of-delivery' },
    });
    await updateOrder(partner, {
      path: { id: order.id },
      body: {
        orderStatusId: seeded.statusId('delivered'),
        orderDeliveryToken: token,
        shippingEvidence: photo.data.url,
      },
    });
    expect((await getOrderDetails(customer, { path: { id: order.id } })).data.shippingEvidence).toBe(
      photo.data.url,
    );

    const { data } = await getNotifications(customer);
    expect(data.unread).toBe(customerBefore + 1);
    expect(data.rows[0]).toMatchObject({
      kind: 'order-status',
      title: `Your order ${order.orderName} is delivered`,
      link: `/customer/orders/${order.id}`,
      read: false,
    });
    expect(await unread(merchant)).toBe(merchantBefore + 1);
    // One outbox: the notification is the email to the account, not a copy of it.
    expect(ctx.sandbox.emails(owner.email)[0]).toMatchObject({
      id: data.rows[0]!.id,
      kind: 'order-status',
      subject: `Your order ${order.orderName} is delivered`,
      link: `http://127.0.0.1:5173/customer/orders/${order.id}`,
    });

    // Only the owner reads it.
    expect((await refusal(markNotificationRead(merchant, { path: { id: data.rows[0]!.id } })))[0]).toBe(404);
    const read = await markNotificationRead(customer, { path: { id: data.rows[0]!.id } });
    expect(read.data.read).toBe(true);
    expect(await unread(customer)).toBe(customerBefore);
    await markAllNotificationsRead(customer);
    expect(await unread(customer)).toBe(0);
    expect((await getNotifications(customer, { query: { unread: true } })).data.rows).toEqual([]);
    // Account links in the same outbox (a password reset) are never news in the list.
    await forgotPassword(ctx.client(), { path: { userType: 'customer' }, body: { email: owner.email } });
    expect(ctx.sandbox.emails(owner.email)[0]?.kind).toBe('password-reset');
    expect((await getNotifications(customer)).data.rows.map((n) => n.kind)).not.toContain('password-reset');
  });

  it('tells the merchant when its payout is approved, then when it is paid: its list and its email', async () => {
    const admin = await login.admin();
    const merchant = await login.merchant();
    const order = seeded.order(
      (o) =>
        o.merchantId === seeded.merchantId() && o.status === 'delivered' && o.paymentStatus === 'pending',
    );
    const before = await unread(merchant);
    await approveMerchantPayment(admin, { path: { id: order.id } });
    expect((await getNotifications(merchant)).data.rows[0]).toMatchObject({
      kind: 'payout',
      title: `Payout for ${order.orderName} approved`,
    });
    expect(lastEmail(seeded.db(), 'merchant@demo.test', 'payout')).toMatchObject({
      subject: expect.any(String),
    });
    const approvedEmail = lastEmail(seeded.db(), 'merchant@demo.test', 'payout')!.id;

    await updateMerchantPayment(admin, {
      path: { id: order.id },
      body: { status: 'processed', reference: 'TRF-2026-0042' },
    });
    expect((await getNotifications(merchant)).data.rows[0]).toMatchObject({
      kind: 'payout',
      title: `Payout for ${order.orderName} paid`,
    });
    expect(lastEmail(seeded.db(), 'merchant@demo.test', 'payout')!.id).toBeGreaterThan(approvedEmail);
    expect(await unread(merchant)).toBe(before + 2);
  });

  it('tells the merchant of a product decision', async () => {
    const admin = await login.admin();
    const merchant = await login.merchant();
    const product = seeded
      .db()
      .table('products')
      .find((p) => p.merchantId === seeded.merchantId() && p.approvalStatus === 'approved' && !p.deleted)!;
    await approveProduct(admin, {
      query: { productId: product.id, merchantId: product.merchantId },
      body: { approvalStatus: 'pending' },
    });
    expect((await getNotifications(merchant)).data.rows[0]).toMatchObject({
      kind: 'product-decision',
      title: `${product.name} was sent back for review`,
    });
  });

  it('tells the rider of an order assigned to them, and every admin of a product awaiting review', async () => {
    const [admin, superadmin, partner, merchant] = [
      await login.admin(),
      await login.superadmin(),
      await login.partner(),
      await login.merchant(),
    ];
    const order = seeded.order(
      (o) => !o.assignedToDispatcher && !o.assignedToShippingPartner && o.status === 'pending',
    );
    const riderBefore = await unread(partner);
    await assignOrderToPartner(admin, {
      body: { orderId: order.id, assignTo: 'shippingPartner', partnerId: seeded.partnerId() },
    });
    expect(await unread(partner)).toBe(riderBefore + 1);
    expect((await getNotifications(partner)).data.rows[0]).toMatchObject({
      kind: 'order-assigned',
      title: `Order ${order.orderName} assigned to you`,
      link: `/shipping-partner/orders?order=${order.id}`,
    });

    const [adminBefore, superBefore] = [await unread(admin), await unread(superadmin)];
    const { data: product } = await createProduct(merchant, { body: dressForm(ctx) });
    for (const [client, before] of [
      [admin, adminBefore],
      [superadmin, superBefore],
    ] as const) {
      expect(await unread(client)).toBe(before + 1);
      expect((await getNotifications(client)).data.rows[0]).toMatchObject({
        kind: 'approval-request',
        title: `${product.name} awaits approval`,
        link: '/admin/approvals/products',
      });
    }
    // The merchant who asked is not told of its own request.
    expect((await getNotifications(merchant)).data.rows.map((n) => n.kind)).not.toContain('approval-request');
  });

  it('tells the customer once of a placed checkout, and each merchant of its own order: list and email', async () => {
    const customer = await login.customer();
    const { data: cart } = await getCart(customer);
    const [address] = (await getCustomerAddresses(customer)).data;
    await createOrder(customer, {
      body: {
        orderItems: cart.cartItemsList.map((i) => ({
          productId: i.id,
          sku: i.productVariant.sku,
          quantity: i.productVariant.quantity,
        })),
        deliveryAddressId: address!.id,
      },
    });
    const placed = seeded.orders(
      (o) => o.customerId === seeded.customerId() && o.createdAt === ctx.sandbox.env.now().toISOString(),
    );
    // The seeded cart holds more than one store's goods: one order per merchant.
    expect(new Set(placed.map((o) => o.merchantId)).size).toBeGreaterThan(1);
    const names = placed.map((o) => o.orderName).join(', ');

    const toCustomer = ctx.sandbox.emails('customer@demo.test').filter((e) => e.kind === 'order-placed');
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toMatchObject({
      subject: `${placed.length} orders placed: ${names}`,
      link: 'http://127.0.0.1:5173/customer/orders',
    });
    expect((await getNotifications(customer)).data.rows[0]).toMatchObject({
      kind: 'order-placed',
      title: `${placed.length} orders placed: ${names}`,
    });
    for (const order of placed) {
      const merchant = seeded.db().table('users').get(order.merchantId)!;
      const told = ctx.sandbox.emails(merchant.email).filter((e) => e.kind === 'order-placed');
      expect(told.map((e) => e.subject)).toEqual([`New order ${order.orderName}`]);
      expect(told[0]?.link).toBe('http://127.0.0.1:5173/merchant/orders');
    }
  });

  it('tells the customer of each return decision, approved or declined: list and email', async () => {
    const customer = await login.customer();
    const merchant = await login.merchant();
    const free = seeded.orders(
      (o) =>
        o.customerId === seeded.customerId() &&
        o.merchantId === seeded.merchantId() &&
        o.status === 'delivered' &&
        !seeded
          .db()
          .table('returns')
          .find((r) => r.orderId === o.id),
    );
    expect(free.length).toBeGreaterThanOrEqual(2);
    const yesterday = new Date(ctx.sandbox.env.now().getTime() - 86_400_000).toISOString();
    const [approved, declined] = free as [(typeof free)[0], (typeof free)[0]];
    for (const [order, status] of [
      [approved, 'approved'],
      [declined, 'declined'],
    ] as const) {
      // Delivered yesterday: inside the return window.
      seeded.db().table('orders').update(order.id, { deliveredAt: yesterday });
      const { data: ret } = await returnOrder(customer, {
        path: { id: order.id },
        body: {
          products: [{ productId: order.orderItems![0]!.productId, quantity: 1 }],
          reason: 'Too small',
        },
      });
      const before = await unread(customer);
      await updateReturnStatus(merchant, { path: { id: ret.id }, body: { status } });
      const title = `Your return for ${order.orderName} was ${status}`;
      expect(await unread(customer)).toBe(before + 1);
      expect((await getNotifications(customer)).data.rows[0]).toMatchObject({
        kind: 'return-decision',
        title,
        link: '/customer/returns',
      });
      expect(ctx.sandbox.emails('customer@demo.test')[0]).toMatchObject({
        kind: 'return-decision',
        subject: title,
        link: 'http://127.0.0.1:5173/customer/returns',
      });
    }
  });

  it("tells the order's merchant and every admin of a return request, with the customer's reason", async () => {
    const [customer, admin] = [await login.customer(), await login.admin()];
    const order = seeded.order(
      (o) =>
        o.customerId === seeded.customerId() &&
        o.status === 'delivered' &&
        !seeded
          .db()
          .table('returns')
          .find((r) => r.orderId === o.id),
    );
    // Delivered yesterday: inside the return window.
    seeded
      .db()
      .table('orders')
      .update(order.id, {
        deliveredAt: new Date(ctx.sandbox.env.now().getTime() - 86_400_000).toISOString(),
      });
    const owner = seeded.db().table('users').get(order.merchantId)!;
    const merchant = await ctx.login(owner.email, 'merchant');
    const [merchantBefore, adminBefore] = [await unread(merchant), await unread(admin)];
    await returnOrder(customer, {
      path: { id: order.id },
      body: {
        products: [{ productId: order.orderItems![0]!.productId, quantity: 1 }],
        reason: 'Wrong colour',
      },
    });
    const told = {
      kind: 'return-request',
      title: `A return of ${order.orderName} was requested`,
      body: '“Wrong colour”',
    };
    expect(await unread(merchant)).toBe(merchantBefore + 1);
    expect((await getNotifications(merchant)).data.rows[0]).toMatchObject({
      ...told,
      link: '/merchant/returns',
    });
    expect(await unread(admin)).toBe(adminBefore + 1);
    expect((await getNotifications(admin)).data.rows[0]).toMatchObject({ ...told, link: '/admin/returns' });
  });

  it("sends a paid gift card to its recipient's address, and to their list when they have an account", async () => {
    const customer = await login.customer();
    const buy = async (recipientEmail: string) => {
      const { data } = await purchaseGiftCard(customer, {
        body: { amount: 5000, recipientName: 'Ada', recipientEmail, message: 'Enjoy!' },
      });
      ctx.sandbox.decidePayment(data.payment.reference, 'approve');
      await createCustomerTransaction(customer, {
        body: { reference: data.payment.reference, amount: 5000, status: 'success' },
      });
      return data.giftCard;
    };
    const card = await buy('Ada.Stranger@example.com');
    expect(ctx.sandbox.emails('ada.stranger@example.com')[0]).toMatchObject({
      kind: 'gift-card',
      subject: expect.stringMatching(/sent you a ₦5,000\.00 gift card$/),
      body: `Use the code ${card.code} at checkout. “Enjoy!”`,
    });
    const friend = seeded
      .db()
      .table('users')
      .find((u) => u.role === 'customer' && u.email !== 'customer@demo.test')!;
    await buy(friend.email);
    const rows = seeded
      .db()
      .table('emails')
      .where((n) => n.userId === friend.id && n.kind === 'gift-card');
    expect(rows).toHaveLength(1);
  });
});
