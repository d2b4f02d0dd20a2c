import {
  createProductReview,
  getProductReviews,
  getStoreProductReviews,
  replyToProductReview,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, deliverTo, failure, productNamed, userOf } from './support';

const ctx = sandboxFixture();

describe("a merchant's product reviews", () => {
  it("lists the reviews of the merchant's products only, newest first, with each product's name", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const me = userOf(ctx, ACCOUNTS.merchant);
    const { data } = await getStoreProductReviews(merchant);
    expect(data.count).toBeGreaterThan(0);
    const products = ctx.sandbox.db.table('products');
    for (const review of data.rows) {
      const product = products.get(review.productId ?? -1);
      expect(product?.merchantId).toBe(me.id);
      expect(review.productName).toBe(product?.name);
    }
    const dates = data.rows.map((r) => r.createdAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await getStoreProductReviews(merchant, { query: { limit: 1, offset: 1 } });
    expect(page.data).toEqual({ count: data.count, rows: data.rows.slice(1, 2) });
  });

  it('saves a reply (replacing an earlier one), shows it on the product page, and filters by reply and rating', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const first = (await getStoreProductReviews(merchant, { query: { replied: false } })).data.rows[0];
    if (!first) throw new Error('no review without a reply');
    await replyToProductReview(merchant, { path: { id: first.id }, body: { reply: 'Thanks!' } });
    const { data: reply, message } = await replyToProductReview(merchant, {
      path: { id: first.id },
      body: { reply: '  Thank you for shopping with us.  ' },
    });
    expect(message).toBe('Reply saved');
    expect(reply).toMatchObject({
      id: first.id,
      reply: 'Thank you for shopping with us.',
      repliedAt: '2026-11-01T09:00:00.000Z',
    });
    const replied = (await getStoreProductReviews(merchant, { query: { replied: true } })).data.rows;
    expect(replied.map((r) => r.id)).toContain(first.id);
    const open = (await getStoreProductReviews(merchant, { query: { replied: false } })).data.rows;
    expect(open.map((r) => r.id)).not.toContain(first.id);
    const rated = (await getStoreProductReviews(merchant, { query: { rating: first.rating } })).data.rows;
    expect(rated.every((r) => r.rating === first.rating)).toBe(true);
    const onPage = (await getProductReviews(ctx.client(), { path: { id: first.productId ?? -1 } })).data;
    expect(onPage.find((r) => r.id === first.id)?.reply).toBe('Thank you for shopping with us.');
  });

  it("answers 404 for a review of another merchant's product, and 422 for an empty reply", async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const other = productNamed(ctx, 'iPhone 15 Pro 256GB');
    expect(other.merchantId).not.toBe(userOf(ctx, ACCOUNTS.merchant).id);
    deliverTo(ctx, ACCOUNTS.customer, other);
    const { data: review } = await createProductReview(customer, {
      body: { productId: other.id, rating: 3 },
    });
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const refused = await failure(
      replyToProductReview(merchant, { path: { id: review.id }, body: { reply: 'Hi' } }),
    );
    expect(refused.status).toBe(404);
    const mine = (await getStoreProductReviews(merchant)).data.rows[0];
    const empty = await failure(
      replyToProductReview(merchant, { path: { id: mine?.id ?? -1 }, body: { reply: '' } }),
    );
    expect(empty.status).toBe(422);
  });
});
