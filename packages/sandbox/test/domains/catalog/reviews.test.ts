import {
  createMerchantReview,
  createProductReview,
  getProductReviewEligibility,
  getProductReviews,
  updateMyReview,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, deliverTo, failure, productNamed, userOf } from './support';

const ctx = sandboxFixture();

describe('product reviews', () => {
  it("lists a product's reviews newest first; a new review comes first", async () => {
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const guest = ctx.client();
    const { data: before } = await getProductReviews(guest, { path: { id: dress.id } });
    expect(before.length).toBeGreaterThan(0);
    const dates = before.map((r) => r.createdAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    deliverTo(ctx, ACCOUNTS.customer, dress);
    const { data: review, status } = await createProductReview(customer, {
      body: { productId: dress.id, rating: 5, comment: '  Lovely fabric, fits well.  ' },
    });
    expect(status).toBe(201);
    expect(review).toMatchObject({
      productId: dress.id,
      customerId: userOf(ctx, ACCOUNTS.customer).id,
      customerName: 'Chiamaka Okafor',
      rating: 5,
      comment: 'Lovely fabric, fits well.',
      verifiedPurchase: true,
      createdAt: '2026-11-01T09:00:00.000Z',
    });
    const { data: after } = await getProductReviews(guest, { path: { id: dress.id } });
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(review);
  });

  it('refuses a second review of the same product by the same customer (400); another customer may review it', async () => {
    const kaftan = productNamed(ctx, "Men's Senator Kaftan");
    const before = (await getProductReviews(ctx.client(), { path: { id: kaftan.id } })).data;
    const me = userOf(ctx, ACCOUNTS.customer);
    const other = userOf(ctx, ACCOUNTS.otherCustomer);
    expect(before.some((r) => r.customerId === me.id || r.customerId === other.id)).toBe(false);

    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    deliverTo(ctx, ACCOUNTS.customer, kaftan);
    deliverTo(ctx, ACCOUNTS.otherCustomer, kaftan);
    await createProductReview(customer, { body: { productId: kaftan.id, rating: 4 } });
    const again = await failure(createProductReview(customer, { body: { productId: kaftan.id, rating: 1 } }));
    expect(again).toMatchObject({ status: 400, serverMessage: 'You have already reviewed this product' });
    const otherClient = await ctx.login(ACCOUNTS.otherCustomer, 'customer');
    await createProductReview(otherClient, { body: { productId: kaftan.id, rating: 3 } });

    const { data } = await getProductReviews(ctx.client(), { path: { id: kaftan.id } });
    expect(data).toHaveLength(before.length + 2);
    expect(data.filter((r) => r.customerId === me.id).map((r) => r.rating)).toEqual([4]);
  });

  it('a pending or unknown product is 404; a rating out of 1..5 is 422; merchants may not review (403)', async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    expect(
      (await failure(createProductReview(customer, { body: { productId: sneakers.id, rating: 5 } }))).status,
    ).toBe(404);
    expect((await failure(getProductReviews(ctx.client(), { path: { id: sneakers.id } }))).status).toBe(404);
    expect(
      (await failure(createProductReview(customer, { body: { productId: 9999, rating: 5 } }))).status,
    ).toBe(404);
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    deliverTo(ctx, ACCOUNTS.customer, dress);
    const high = await failure(createProductReview(customer, { body: { productId: dress.id, rating: 6 } }));
    expect(high.kind).toBe('validation');
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const asMerchant = await failure(
      createProductReview(merchant, { body: { productId: dress.id, rating: 5 }, as: 'merchant' }),
    );
    expect(asMerchant.status).toBe(403);
    expect(
      (
        await failure(
          createProductReview(ctx.client('customer'), { body: { productId: dress.id, rating: 5 } }),
        )
      ).status,
    ).toBe(401);
  });
});

describe('reviews from buyers only', () => {
  it('refuses a review from a customer who never received the product (400), and says so beforehand', async () => {
    const kaftan = productNamed(ctx, "Men's Senator Kaftan");
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const before = await getProductReviewEligibility(customer, { path: { id: kaftan.id } });
    expect(before.data).toEqual({
      canReview: false,
      reason: 'You can review this product once an order with it has been delivered to you.',
    });
    const refused = await failure(
      createProductReview(customer, { body: { productId: kaftan.id, rating: 5 } }),
    );
    expect(refused).toMatchObject({
      status: 400,
      serverMessage: 'Only customers who received this product can review it',
    });

    // An order on its way does not count; once delivered, it does.
    const order = deliverTo(ctx, ACCOUNTS.customer, kaftan);
    ctx.sandbox.db.table('orders').update(order.id, { status: 'shipped', deliveredAt: null });
    expect((await getProductReviewEligibility(customer, { path: { id: kaftan.id } })).data.canReview).toBe(
      false,
    );
    ctx.sandbox.db.table('orders').update(order.id, { status: 'delivered' });
    expect((await getProductReviewEligibility(customer, { path: { id: kaftan.id } })).data).toEqual({
      canReview: true,
    });
    const { data: review } = await createProductReview(customer, {
      body: { productId: kaftan.id, rating: 5 },
    });
    const after = await getProductReviewEligibility(customer, { path: { id: kaftan.id } });
    expect(after.data).toEqual({
      canReview: false,
      reason: 'You have reviewed this product. You can edit your review.',
      review,
    });
    expect(
      (await failure(getProductReviewEligibility(ctx.client('customer'), { path: { id: kaftan.id } })))
        .status,
    ).toBe(401);
  });

  it('lets the author edit their review (reply kept), and nobody else (404)', async () => {
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    deliverTo(ctx, ACCOUNTS.customer, dress);
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const { data: review } = await createProductReview(customer, {
      body: { productId: dress.id, rating: 3, comment: 'Nice.' },
    });
    ctx.sandbox.db.table('reviews').update(review.id, { reply: 'Thank you!' });
    const { data: edited, message } = await updateMyReview(customer, {
      path: { id: review.id },
      body: { rating: 5, comment: '  Even better after a wash.  ' },
    });
    expect(message).toBe('Review updated');
    expect(edited).toMatchObject({
      id: review.id,
      rating: 5,
      comment: 'Even better after a wash.',
      reply: 'Thank you!',
      createdAt: review.createdAt,
      updatedAt: '2026-11-01T09:00:00.000Z',
      verifiedPurchase: true,
    });
    const { data: cleared } = await updateMyReview(customer, {
      path: { id: review.id },
      body: { rating: 4, comment: ' ' },
    });
    expect(cleared).not.toHaveProperty('comment');
    const other = await ctx.login(ACCOUNTS.otherCustomer, 'customer');
    const notTheirs = await failure(updateMyReview(other, { path: { id: review.id }, body: { rating: 1 } }));
    expect(notTheirs).toMatchObject({ status: 404, serverMessage: 'Review not found' });
    const page = (await getProductReviews(ctx.client(), { path: { id: dress.id } })).data;
    expect(page.find((r) => r.id === review.id)).toMatchObject({ rating: 4, reply: 'Thank you!' });
  });

  it('the seeded reviews come from buyers, except legacy ones marked unverified', () => {
    const db = ctx.sandbox.db;
    const rows = db.table('reviews').where(() => true);
    const received = (customerId: number, productId?: number, merchantId?: number) =>
      db
        .table('orders')
        .where((o) => o.customerId === customerId && (o.status === 'delivered' || Boolean(o.deliveredAt)))
        .some((o) =>
          productId !== undefined
            ? (o.orderItems ?? []).some((i) => i.productId === productId)
            : o.merchantId === merchantId,
        );
    const verified = rows.filter((r) => received(r.customerId, r.productId, r.merchantId));
    expect(verified.length).toBeGreaterThanOrEqual(20);
    // A legacy review is one no seeded buyer was left for: every customer who received it reviewed it.
    const demoId = userOf(ctx, ACCOUNTS.customer).id;
    const customers = db.table('users').where((u) => u.role === 'customer' && u.confirmed && u.id !== demoId);
    for (const legacy of rows.filter((r) => !verified.includes(r))) {
      const free = customers.filter(
        (c) =>
          received(c.id, legacy.productId, legacy.merchantId) &&
          !rows.some(
            (r) =>
              r.customerId === c.id &&
              (legacy.productId !== undefined
                ? r.productId === legacy.productId
                : r.merchantId === legacy.merchantId),
          ),
      );
      expect(free.filter((c) => !c.email.endsWith('@demo.test'))).toEqual([]);
    }
    // The demo customer keeps products they received to review.
    const toReview = db
      .table('orders')
      .where((o) => o.customerId === demoId && o.status === 'delivered')
      .flatMap((o) => (o.orderItems ?? []).map((item) => item.productId))
      .filter((id) => !rows.some((r) => r.customerId === demoId && r.productId === id));
    expect(toReview.length).toBeGreaterThan(0);
  });
});

describe('merchant reviews', () => {
  it('reviews a merchant, optionally about one of my orders from it; a second review is refused', async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const me = userOf(ctx, ACCOUNTS.customer);
    const merchant = userOf(ctx, ACCOUNTS.merchant);
    const order = ctx.sandbox.db
      .table('orders')
      .find((o) => o.customerId === me.id && o.merchantId === merchant.id && o.status === 'delivered');
    expect(order).toBeDefined();
    ctx.sandbox.db
      .table('reviews')
      .where((r) => r.merchantId === merchant.id && r.customerId === me.id)
      .forEach((r) => {
        ctx.sandbox.db.table('reviews').delete(r.id);
      });

    const { data, status } = await createMerchantReview(customer, {
      body: {
        merchantId: merchant.id,
        orderId: order?.id,
        rating: 4,
        comment: 'Quick dispatch from Lagos Island.',
      },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      merchantId: merchant.id,
      customerId: me.id,
      customerName: 'Chiamaka Okafor',
      rating: 4,
    });
    expect(data).not.toHaveProperty('orderId');
    expect(ctx.sandbox.db.table('reviews').get(data.id)?.orderId).toBe(order?.id);

    const again = await failure(
      createMerchantReview(customer, { body: { merchantId: merchant.id, rating: 5 } }),
    );
    expect(again).toMatchObject({ status: 400, serverMessage: 'You have already reviewed this merchant' });
  });

  it('refuses a store review without a delivered order from the store, or about an order not yet delivered (400)', async () => {
    const customer = await ctx.login(ACCOUNTS.otherCustomer, 'customer');
    const me = userOf(ctx, ACCOUNTS.otherCustomer);
    const merchant = userOf(ctx, ACCOUNTS.newMerchant);
    const db = ctx.sandbox.db;
    expect(
      db.table('orders').find((o) => o.customerId === me.id && o.merchantId === merchant.id),
    ).toBeUndefined();
    const none = await failure(
      createMerchantReview(customer, { body: { merchantId: merchant.id, rating: 5 } }),
    );
    expect(none).toMatchObject({
      status: 400,
      serverMessage: 'Only customers who received an order from this store can review it',
    });
    const store = db.table('products').find((p) => p.merchantId === merchant.id);
    if (!store) throw new Error('no product of the new merchant');
    const order = deliverTo(ctx, ACCOUNTS.otherCustomer, store);
    db.table('orders').update(order.id, { status: 'pending', deliveredAt: null });
    const early = await failure(
      createMerchantReview(customer, { body: { merchantId: merchant.id, orderId: order.id, rating: 5 } }),
    );
    expect(early).toMatchObject({
      status: 400,
      serverMessage: 'You can review the store once this order is delivered',
    });
    db.table('orders').update(order.id, { status: 'delivered' });
    const { data } = await createMerchantReview(customer, {
      body: { merchantId: merchant.id, orderId: order.id, rating: 5 },
    });
    expect(data.verifiedPurchase).toBe(true);
  });

  it("refuses an unknown merchant (404), someone else's order (404) and an order from another merchant (400)", async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const me = userOf(ctx, ACCOUNTS.customer);
    const merchant = userOf(ctx, ACCOUNTS.otherMerchant);
    expect(
      (await failure(createMerchantReview(customer, { body: { merchantId: me.id, rating: 4 } }))).status,
    ).toBe(404);

    const theirs = ctx.sandbox.db
      .table('orders')
      .find((o) => o.customerId !== me.id && o.merchantId === merchant.id);
    const notMine = await failure(
      createMerchantReview(customer, { body: { merchantId: merchant.id, orderId: theirs?.id, rating: 4 } }),
    );
    expect(notMine).toMatchObject({ status: 404, serverMessage: 'Order not found' });

    const mine = ctx.sandbox.db
      .table('orders')
      .find((o) => o.customerId === me.id && o.merchantId !== merchant.id);
    const elsewhere = await failure(
      createMerchantReview(customer, { body: { merchantId: merchant.id, orderId: mine?.id, rating: 4 } }),
    );
    expect(elsewhere).toMatchObject({ status: 400, serverMessage: 'This order is not from this merchant' });
  });
});
