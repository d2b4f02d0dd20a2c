import { getWishlist, removeFromWishlist, saveToWishlist } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { ACCOUNTS, failure, productNamed } from './support';

let clock = new Date(TEST_NOW);
const ctx = sandboxFixture({ now: () => clock });

describe('wishlist', () => {
  it('saves once, lists the newest first with the product, and removes idempotently', async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const phone = productNamed(ctx, 'iPhone 15 Pro 256GB');
    expect((await getWishlist(customer)).data).toEqual([]);

    const first = await saveToWishlist(customer, { body: { productId: dress.id } });
    expect(first.message).toBe('Saved Ankara Print Midi Dress');
    clock = new Date(clock.getTime() + 60_000);
    await saveToWishlist(customer, { body: { productId: phone.id } });
    const again = await saveToWishlist(customer, { body: { productId: dress.id } });
    expect(again.data.map((i) => i.productId)).toEqual([phone.id, dress.id]);
    const saved = again.data.find((i) => i.productId === dress.id);
    expect(saved?.savedAt).toBe(first.data[0]?.savedAt);
    expect(saved).toMatchObject({ available: true, product: { id: dress.id, name: dress.name } });

    const removed = await removeFromWishlist(customer, { path: { id: dress.id } });
    expect(removed.data.map((i) => i.productId)).toEqual([phone.id]);
    expect((await removeFromWishlist(customer, { path: { id: dress.id } })).data).toHaveLength(1);
    expect((await removeFromWishlist(customer, { path: { id: 99999 } })).data).toHaveLength(1);
  });

  it("keeps each customer's list apart", async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const other = await ctx.login(ACCOUNTS.otherCustomer, 'customer');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    await saveToWishlist(customer, { body: { productId: dress.id } });
    expect((await getWishlist(other)).data).toEqual([]);
    await removeFromWishlist(other, { path: { id: dress.id } });
    expect((await getWishlist(customer)).data.map((i) => i.productId)).toEqual([dress.id]);
  });

  it('keeps a product no longer on sale, marked, and refuses to save it or an unknown one', async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    await saveToWishlist(customer, { body: { productId: dress.id } });
    ctx.sandbox.db.table('products').update(dress.id, { deleted: true });
    const { data } = await getWishlist(customer);
    expect(data).toEqual([expect.objectContaining({ productId: dress.id, available: false })]);

    const gone = await failure(saveToWishlist(customer, { body: { productId: dress.id } }));
    expect(gone).toMatchObject({ status: 404, message: 'Product not found' });
    const unknown = await failure(saveToWishlist(customer, { body: { productId: 99999 } }));
    expect(unknown).toMatchObject({ status: 404, message: 'Product not found' });
  });

  it('is for customers only', async () => {
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    expect((await failure(getWishlist(ctx.client()))).status).toBe(401);
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    expect((await failure(saveToWishlist(merchant, { body: { productId: dress.id } }))).status).toBe(403);
  });
});
