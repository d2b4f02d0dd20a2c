import {
  addFeaturedProduct,
  createFeaturedCollection,
  deleteFeaturedCollection,
  deleteFeaturedProduct,
  getFeaturedCollection,
  getFeaturedCollectionProducts,
  getFeaturedCollections,
  getFeaturedProducts,
  getStoreFeaturedProducts,
  getThemeStoreProducts,
  updateFeaturedCollection,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, productNamed, storeOf } from './support';

const ctx = sandboxFixture();

describe('featured products', () => {
  it('a merchant features a product: its storefront shows it, first on the themed store; then stops featuring it', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const { data: before } = await getFeaturedProducts(merchant);
    expect(before).toHaveLength(3);
    expect(before.every((f) => f.storeId === store.id && f.product)).toBe(true);

    const chinos = productNamed(ctx, 'Stretch Chinos Trousers');
    expect(before.map((f) => f.productId)).not.toContain(chinos.id);
    const { data: entry, status } = await addFeaturedProduct(merchant, { body: { productId: chinos.id } });
    expect(status).toBe(201);
    expect(entry).toMatchObject({
      productId: chinos.id,
      storeId: store.id,
      product: { name: 'Stretch Chinos Trousers' },
    });

    const guest = ctx.client();
    const { data: shown } = await getStoreFeaturedProducts(guest, { path: { id: store.id } });
    expect(shown.map((p) => p.id)).toEqual([...before.map((f) => f.productId), chinos.id]);
    const { data: themed } = await getThemeStoreProducts(guest, { path: { id: store.id } });
    expect(themed[3]?.id).toBe(chinos.id);

    const twice = await failure(addFeaturedProduct(merchant, { body: { productId: chinos.id } }));
    expect(twice).toMatchObject({ status: 400, serverMessage: 'Product is already featured' });

    expect((await deleteFeaturedProduct(merchant, { path: { id: entry.id } })).data).toEqual({
      id: entry.id,
    });
    expect(
      (await getStoreFeaturedProducts(guest, { path: { id: store.id } })).data.map((p) => p.id),
    ).not.toContain(chinos.id);
    expect((await failure(deleteFeaturedProduct(merchant, { path: { id: entry.id } }))).status).toBe(404);
  });

  it('a featured product still pending is not shown to customers until approved', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    await addFeaturedProduct(merchant, { body: { productId: sneakers.id } });
    const { data } = await getStoreFeaturedProducts(ctx.client(), { path: { id: sneakers.storeId } });
    expect(data.map((p) => p.id)).not.toContain(sneakers.id);
  });

  it('a store features at most 8 products', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const featured = new Set(
      ctx.sandbox.db
        .table('featuredProducts')
        .where((f) => f.storeId === store.id)
        .map((f) => f.productId),
    );
    const more = ctx.sandbox.db.table('products').where((p) => p.storeId === store.id && !featured.has(p.id));
    for (const p of more.slice(0, 5)) await addFeaturedProduct(merchant, { body: { productId: p.id } });
    const ninth = await failure(addFeaturedProduct(merchant, { body: { productId: more[5]?.id ?? 0 } }));
    expect(ninth).toMatchObject({ status: 400, serverMessage: 'A store can feature at most 8 products' });
    expect((await getFeaturedProducts(merchant)).data).toHaveLength(8);
  });

  it("refuses another merchant's product or featured entry (404); unknown stores are 404 for customers", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const tv = productNamed(ctx, 'Hisense 43 Inch Smart TV');
    expect((await failure(addFeaturedProduct(merchant, { body: { productId: tv.id } }))).status).toBe(404);
    const gadgets = storeOf(ctx, ACCOUNTS.otherMerchant);
    const theirs = ctx.sandbox.db.table('featuredProducts').find((f) => f.storeId === gadgets.id);
    expect((await failure(deleteFeaturedProduct(merchant, { path: { id: theirs?.id ?? 0 } }))).status).toBe(
      404,
    );
    const other = await ctx.login(ACCOUNTS.otherMerchant, 'merchant');
    expect((await getFeaturedProducts(other)).data.map((f) => f.id)).toContain(theirs?.id);
    expect((await failure(getStoreFeaturedProducts(ctx.client(), { path: { id: 999 } }))).status).toBe(404);
  });
});

describe('featured collections', () => {
  const image = 'https://images.example.test/collections/owambe.jpg';

  it('admins create, update and delete a collection; everyone reads it and its products', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const guest = ctx.client();
    expect((await getFeaturedCollections(guest)).data.map((c) => c.title)).toEqual([
      'Detty December Looks',
      'Back to School Tech',
    ]);

    const gele = productNamed(ctx, 'Aso-Oke Gele and Ipele Set');
    const kaftan = productNamed(ctx, "Men's Senator Kaftan");
    const { data: created, status } = await createFeaturedCollection(admin, {
      body: {
        title: 'Owambe Ready',
        description: 'Party wear for the weekend.',
        image,
        productIds: [gele.id, gele.id],
      },
    });
    expect(status).toBe(201);
    expect(created).toMatchObject({ title: 'Owambe Ready', image, productIds: [gele.id] });
    expect((await getFeaturedCollections(guest)).data[0]?.id).toBe(created.id);
    expect((await getFeaturedCollection(guest, { path: { id: created.id } })).data).toEqual(created);

    const { data: updated } = await updateFeaturedCollection(admin, {
      path: { id: created.id },
      body: { productIds: [kaftan.id, gele.id] },
    });
    expect(updated).toMatchObject({
      title: 'Owambe Ready',
      description: 'Party wear for the weekend.',
      productIds: [kaftan.id, gele.id],
    });
    const { data: products } = await getFeaturedCollectionProducts(guest, { path: { id: created.id } });
    expect(products.map((p) => p.name)).toEqual(["Men's Senator Kaftan", 'Aso-Oke Gele and Ipele Set']);

    expect((await deleteFeaturedCollection(admin, { path: { id: created.id } })).data).toEqual({
      id: created.id,
    });
    expect((await failure(getFeaturedCollection(guest, { path: { id: created.id } }))).status).toBe(404);
    expect((await failure(getFeaturedCollectionProducts(guest, { path: { id: created.id } }))).status).toBe(
      404,
    );
    expect((await failure(deleteFeaturedCollection(admin, { path: { id: created.id } }))).status).toBe(404);
  });

  it('lists only the products customers may see', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const gele = productNamed(ctx, 'Aso-Oke Gele and Ipele Set');
    const { data } = await createFeaturedCollection(admin, {
      body: { title: 'Weekend', image, productIds: [sneakers.id, gele.id] },
    });
    const { data: products } = await getFeaturedCollectionProducts(ctx.client(), { path: { id: data.id } });
    expect(products.map((p) => p.id)).toEqual([gele.id]);
  });

  it('refuses unknown products (422), a missing collection (404), dispatchers (403) and customers (403)', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const unknown = await failure(
      createFeaturedCollection(admin, { body: { title: 'Nope', image, productIds: [9999] } }),
    );
    expect(unknown.fieldErrors).toEqual([{ field: 'productIds.0', message: 'Product 9999 not found' }]);
    expect(
      (await failure(updateFeaturedCollection(admin, { path: { id: 999 }, body: { title: 'x' } }))).status,
    ).toBe(404);
    const [first] = (await getFeaturedCollections(ctx.client())).data;
    const badUpdate = await failure(
      updateFeaturedCollection(admin, { path: { id: first?.id ?? 0 }, body: { productIds: [9999] } }),
    );
    expect(badUpdate.status).toBe(422);

    const dispatcher = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    expect(
      (await failure(deleteFeaturedCollection(dispatcher, { path: { id: first?.id ?? 0 } }))).status,
    ).toBe(403);
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const asCustomer = await failure(
      createFeaturedCollection(customer, { body: { title: 'Mine', image }, as: 'customer' }),
    );
    expect(asCustomer.status).toBe(403);
    expect((await getFeaturedCollections(ctx.client())).data).toHaveLength(2);
  });
});
