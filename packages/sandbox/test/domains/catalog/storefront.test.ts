import {
  approveProduct,
  filterCustomerProducts,
  getAllCustomerProducts,
  getCustomerProduct,
  getDailyDiscountOffers,
  getMerchantStoreProducts,
  getOfficialOutlets,
  getRandomCategoryProducts,
  getSuperDeals,
  getSuperDiscountedOffers,
  getThemeStoreProducts,
  getTopMerchantsProducts,
  type OperationData,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/createSandbox';
import { catalogHandlers } from '../../../src/domains/catalog/handlers';
import type { HandlerContext } from '../../../src/http/HandlerContext';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { ACCOUNTS, failure, productNamed, storeOf } from './support';

type Product = OperationData<'getCustomerProduct'>;

const ctx = sandboxFixture();

const discount = (p: Product) => {
  const line = p.pricing[0];
  return line?.price ? (line.price - line.sellingPrice) / line.price : 0;
};

describe('getCustomerProduct', () => {
  it('shows an approved product without what only merchants and admins see', async () => {
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const { data } = await getCustomerProduct(ctx.client(), { path: { id: dress.id } });
    expect(data).toMatchObject({
      id: dress.id,
      storeName: 'Adaeze Styles',
      category: 'Fashion',
      whenSoldOut: 'Stop selling',
    });
    expect(data.pricing).toEqual([{ sellingPrice: 15500, price: 18000 }]);
    expect(data).not.toHaveProperty('approvalStatus');
    expect(data).not.toHaveProperty('categoryId');
    expect(data.hostedImages?.length).toBeGreaterThanOrEqual(2);
  });

  it('a pending product, an unknown one and one of a store waiting for approval are 404', async () => {
    const guest = ctx.client();
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    expect((await failure(getCustomerProduct(guest, { path: { id: sneakers.id } }))).status).toBe(404);
    expect((await failure(getCustomerProduct(guest, { path: { id: 9999 } }))).status).toBe(404);

    // Even approved, a product stays hidden while its store waits for approval.
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const vase = productNamed(ctx, 'Nsukka Clay Pot Vase');
    await approveProduct(admin, {
      query: { productId: vase.id, merchantId: vase.merchantId },
      body: { approvalStatus: 'approved' },
    });
    expect((await failure(getCustomerProduct(guest, { path: { id: vase.id } }))).status).toBe(404);
    ctx.sandbox.db.table('stores').update(vase.storeId, { firstApproval: true });
    expect((await getCustomerProduct(guest, { path: { id: vase.id } })).data.name).toBe(
      'Nsukka Clay Pot Vase',
    );
  });

  it('a pre-order product that is sold out says it continues selling', async () => {
    const iphone = productNamed(ctx, 'iPhone 15 Pro 256GB');
    const { data } = await getCustomerProduct(ctx.client(), { path: { id: iphone.id } });
    expect(data).toMatchObject({ quantity: 0, whenSoldOut: 'Continue selling' });
  });
});

describe('getAllCustomerProducts', () => {
  it('pages the approved products of approved stores with count = every match', async () => {
    const guest = ctx.client();
    const { data } = await getAllCustomerProducts(guest, { query: { limit: 10, offset: 0 } });
    expect(data.count).toBe(66);
    expect(data.rows).toHaveLength(10);
    const next = await getAllCustomerProducts(guest, { query: { limit: 10, offset: 60 } });
    expect(next.data.rows).toHaveLength(6);
    const ids = new Set([...data.rows, ...next.data.rows].map((p) => p.id));
    expect(ids.size).toBe(16);
  });

  it('searches names case-insensitively and narrows by category, sub-category or child category', async () => {
    const guest = ctx.client();
    const db = ctx.sandbox.db;
    const search = await getAllCustomerProducts(guest, { query: { search: 'IPHONE', limit: 20, offset: 0 } });
    expect(search.data.rows.map((p) => p.name).sort()).toEqual([
      'iPhone 13 128GB (UK Used)',
      'iPhone 15 Pro 256GB',
    ]);

    const groceries = db.table('categories').find((c) => c.name === 'Groceries');
    const byCategory = await getAllCustomerProducts(guest, {
      query: { categoryId: groceries?.id, limit: 50 },
    });
    expect(byCategory.data.count).toBe(11);
    expect(byCategory.data.rows.every((p) => p.category === 'Groceries')).toBe(true);

    const beverages = db.table('subCategories').find((s) => s.name === 'Beverages');
    const bySub = await getAllCustomerProducts(guest, { query: { subCategoryId: beverages?.id, limit: 50 } });
    expect(bySub.data.count).toBe(4);

    const tea = db.table('childCategories').find((c) => c.name === 'Tea & Coffee');
    const byChild = await getAllCustomerProducts(guest, {
      query: { childCategoryId: tea?.id, search: 'lipton' },
    });
    expect(byChild.data.rows.map((p) => p.name)).toEqual(['Lipton Yellow Label Tea (100 Bags)']);
  });

  it('answers 422 for a bad page', async () => {
    const error = await failure(getAllCustomerProducts(ctx.client(), { query: { limit: 500, offset: 0 } }));
    expect(error.status).toBe(422);
  });
});

describe('filterCustomerProducts', () => {
  it('filters by store and selling price range, paged', async () => {
    const store = storeOf(ctx, ACCOUNTS.otherMerchant);
    const { data } = await filterCustomerProducts(ctx.client(), {
      body: { storeId: store.id, minPrice: 20000, maxPrice: 100000, limit: 3, offset: 0 },
    });
    expect(data.rows).toHaveLength(3);
    const all = await filterCustomerProducts(ctx.client(), {
      body: { storeId: store.id, minPrice: 20000, maxPrice: 100000, limit: 100 },
    });
    expect(all.data.count).toBe(data.count);
    for (const p of all.data.rows) {
      expect(p.storeId).toBe(store.id);
      expect(p.pricing[0]?.sellingPrice).toBeGreaterThanOrEqual(20000);
      expect(p.pricing[0]?.sellingPrice).toBeLessThanOrEqual(100000);
    }
    expect(all.data.rows.map((p) => p.name)).toContain('JBL Flip 6 Bluetooth Speaker');
  });

  it('refuses a lowest price above the highest (422)', async () => {
    const error = await failure(
      filterCustomerProducts(ctx.client(), { body: { minPrice: 5000, maxPrice: 100 } }),
    );
    expect(error.fieldErrors).toEqual([
      { field: 'maxPrice', message: 'Highest price cannot be below the lowest price' },
    ]);
  });
});

describe('shelves', () => {
  it('super deals, super discounted offers and daily deals show products customers can buy', async () => {
    const guest = ctx.client();
    const deals = (await getSuperDeals(guest)).data;
    const offers = (await getSuperDiscountedOffers(guest)).data;
    const daily = (await getDailyDiscountOffers(guest)).data;
    expect(deals.length).toBeGreaterThanOrEqual(8);
    expect(offers).toHaveLength(8);
    expect(daily.length).toBeGreaterThanOrEqual(8);
    for (const p of [...deals, ...offers, ...daily]) expect(p.quantity).toBeGreaterThan(0);
    // The biggest reduction first.
    const rates = offers.map(discount);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('random category products: at most four per category, picked with the sandbox random source', async () => {
    const { data } = await getRandomCategoryProducts(ctx.client());
    const perCategory = new Map<string, number>();
    for (const p of data) perCategory.set(p.category ?? '', (perCategory.get(p.category ?? '') ?? 0) + 1);
    expect([...perCategory.keys()]).toEqual([
      'Fashion',
      'Electronics',
      'Home & Kitchen',
      'Beauty & Health',
      'Groceries',
      'Phones & Tablets',
    ]);
    expect([...perCategory.values()].every((n) => n === 4)).toBe(true);

    // The same seed and the same calls pick the same products.
    const pick = () => {
      const sandbox = createSandbox({ seed: 7, now: TEST_NOW });
      const context = { db: sandbox.db, env: sandbox.env } as HandlerContext<'getRandomCategoryProducts'>;
      const reply = catalogHandlers.getRandomCategoryProducts(context);
      return 'data' in reply ? reply.data.map((p) => p.id) : [];
    };
    expect(pick()).toEqual(pick());
  });

  it("a store's products and its themed storefront (featured first); unknown or unapproved stores are 404", async () => {
    const guest = ctx.client();
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const { data: products } = await getMerchantStoreProducts(guest, { path: { id: store.id } });
    expect(products).toHaveLength(10);
    expect(products.every((p) => p.storeId === store.id)).toBe(true);

    const featured = ctx.sandbox.db.table('featuredProducts').where((f) => f.storeId === store.id);
    const { data: themed } = await getThemeStoreProducts(guest, { path: { id: store.id } });
    expect(themed.slice(0, featured.length).map((p) => p.id)).toEqual(featured.map((f) => f.productId));
    expect(new Set(themed.map((p) => p.id))).toEqual(new Set(products.map((p) => p.id)));

    const waiting = storeOf(ctx, ACCOUNTS.newMerchant);
    expect((await failure(getMerchantStoreProducts(guest, { path: { id: waiting.id } }))).status).toBe(404);
    expect((await failure(getThemeStoreProducts(guest, { path: { id: 999 } }))).status).toBe(404);
  });

  it('official outlets come with their products', async () => {
    const { data } = await getOfficialOutlets(ctx.client());
    expect(data.map((o) => o.storeName).sort()).toEqual(['Naija Gadgets Hub', 'Zuma Foodstuff Abuja']);
    for (const outlet of data) {
      expect(outlet.products?.length).toBeGreaterThan(0);
      expect(outlet.products?.every((p) => p.storeId === outlet.storeId)).toBe(true);
    }
  });

  it('top merchants: at most five approved stores with up to four products each', async () => {
    const { data } = await getTopMerchantsProducts(ctx.client());
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(5);
    for (const merchant of data) {
      expect(merchant.products.length).toBeGreaterThan(0);
      expect(merchant.products.length).toBeLessThanOrEqual(4);
      expect(merchant.storeName).not.toBe('Enugu Crafts Collective');
    }
  });
});
