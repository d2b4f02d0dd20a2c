import { createMerchantReview, createProductReview, getProductReviews } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, productNamed, userOf } from './support';

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

describe('merchant reviews', () => {
  it('reviews a merchant, optionally about one of my orders from it; a second review is refused', async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const me = userOf(ctx, ACCOUNTS.customer);
    const merchant = userOf(ctx, ACCOUNTS.merchant);
    const order = ctx.sandbox.db
      .table('orders')
      .find((o) => o.customerId === me.id && o.merchantId === merchant.id);
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
