import {
  ADMIN_PRODUCT_PAGE_SIZE,
  addAdminProduct,
  addOfficialOutlet,
  addPromotion,
  approveProduct,
  deletePromotion,
  getAdminOfficialOutlets,
  getAdminProduct,
  getAdminProducts,
  getAdminPromotions,
  getCustomerProduct,
  getMerchantStoreProducts,
  getOfficialOutlets,
  getPromotionProducts,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, dressForm, failure, productNamed, storeOf, userOf } from './support';

const ctx = sandboxFixture();

describe('getAdminProducts and getAdminProduct', () => {
  it('pages every product, pending ones included, 12 at a time by default', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const { data } = await getAdminProducts(admin);
    expect(data.count).toBe(74);
    expect(data.rows).toHaveLength(ADMIN_PRODUCT_PAGE_SIZE);
    // Newest first: the pending products merchants added this week come first.
    expect(data.rows[0]?.approvalStatus).toBe('pending');

    const last = await getAdminProducts(admin, { query: { limit: 12, offset: 72 } });
    expect(last.data.rows).toHaveLength(2);
    expect(last.data.count).toBe(74);
  });

  it('filters by merchant, store and search term', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const merchant = userOf(ctx, ACCOUNTS.merchant);
    const byMerchant = await getAdminProducts(admin, { query: { merchantId: merchant.id, limit: 100 } });
    expect(byMerchant.data.count).toBe(12);
    expect(byMerchant.data.rows.every((p) => p.merchantId === merchant.id)).toBe(true);

    const gadgets = storeOf(ctx, ACCOUNTS.otherMerchant);
    const byStore = await getAdminProducts(admin, { query: { storeId: gadgets.id, search: 'power bank' } });
    expect(byStore.data.rows.map((p) => p.name).sort()).toEqual([
      'Anker 10000mAh Power Bank',
      'Oraimo 27000mAh Power Bank',
    ]);
    const byStoreName = await getAdminProducts(admin, { query: { search: 'enugu crafts' } });
    expect(byStoreName.data.count).toBe(2);
  });

  it('answers 422 for a page size out of range', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const error = await failure(getAdminProducts(admin, { query: { limit: 0 } }));
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors[0]?.field).toBe('limit');
  });

  it('gets a pending product with its approval status and ids; unknown is 404', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const { data } = await getAdminProduct(admin, { path: { id: sneakers.id } });
    expect(data).toMatchObject({
      approvalStatus: 'pending',
      categoryId: sneakers.categoryId,
      subCategoryId: sneakers.subCategoryId,
      childCategoryId: sneakers.childCategoryId,
    });
    expect((await failure(getAdminProduct(admin, { path: { id: 9999 } }))).status).toBe(404);
  });

  it('is for admins: a merchant token is 403', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    expect((await failure(getAdminProducts(merchant, { as: 'merchant' }))).status).toBe(403);
  });
});

describe('approveProduct', () => {
  it("approves a merchant's pending product, which customers then see; approving it again is refused", async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const query = { productId: sneakers.id, merchantId: sneakers.merchantId };
    const { data } = await approveProduct(admin, {
      query,
      body: { approvalStatus: 'approved', comment: 'Looks good' },
    });
    expect(data.approvalStatus).toBe('approved');
    expect((await getAdminProduct(admin, { path: { id: sneakers.id } })).data.approvalStatus).toBe(
      'approved',
    );
    expect((await getCustomerProduct(ctx.client(), { path: { id: sneakers.id } })).data.name).toBe(
      sneakers.name,
    );

    const again = await failure(approveProduct(admin, { query, body: { approvalStatus: 'approved' } }));
    expect(again).toMatchObject({ status: 400, serverMessage: 'Product is already approved' });
  });

  it('sends an approved product back to pending, hiding it from customers', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const tv = productNamed(ctx, 'Hisense 43 Inch Smart TV');
    const { data } = await approveProduct(admin, {
      query: { productId: tv.id, merchantId: tv.merchantId },
      body: { approvalStatus: 'pending', comment: 'Please add the warranty terms' },
    });
    expect(data.approvalStatus).toBe('pending');
    expect((await failure(getCustomerProduct(ctx.client(), { path: { id: tv.id } }))).status).toBe(404);
  });

  it('a wrong merchant id or an unknown product is 404, a missing id 422', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const other = userOf(ctx, ACCOUNTS.otherMerchant);
    const wrong = await failure(
      approveProduct(admin, {
        query: { productId: sneakers.id, merchantId: other.id },
        body: { approvalStatus: 'approved' },
      }),
    );
    expect(wrong.status).toBe(404);
    const unknown = await failure(
      approveProduct(admin, {
        query: { productId: 9999, merchantId: other.id },
        body: { approvalStatus: 'approved' },
      }),
    );
    expect(unknown.status).toBe(404);
    expect((await getAdminProduct(admin, { path: { id: sneakers.id } })).data.approvalStatus).toBe('pending');
  });

  it('dispatchers and schedulers, who only assign orders, may not approve (403)', async () => {
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const query = { productId: sneakers.id, merchantId: sneakers.merchantId };
    for (const email of [ACCOUNTS.dispatcher, ACCOUNTS.scheduler]) {
      const staff = await ctx.login(email, 'admin');
      const error = await failure(approveProduct(staff, { query, body: { approvalStatus: 'approved' } }));
      expect(error.status).toBe(403);
    }
    const superAdmin = await ctx.login(ACCOUNTS.superAdmin, 'admin');
    const { data } = await approveProduct(superAdmin, { query, body: { approvalStatus: 'approved' } });
    expect(data.approvalStatus).toBe('approved');
  });
});

describe('addAdminProduct', () => {
  it("adds an approved product to a merchant's store, shown on the storefront at once", async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const { data, status } = await addAdminProduct(admin, {
      body: { ...dressForm(ctx), merchantId: store.merchantId, storeId: store.id },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({ approvalStatus: 'approved', storeId: store.id, storeName: 'Adaeze Styles' });
    const { data: shelf } = await getMerchantStoreProducts(ctx.client(), { path: { id: store.id } });
    expect(shelf[0]?.id).toBe(data.id);
  });

  it('refuses a store of another merchant (400) and an unknown store (404); schedulers may not (403)', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const other = userOf(ctx, ACCOUNTS.otherMerchant);
    const mismatch = await failure(
      addAdminProduct(admin, { body: { ...dressForm(ctx), merchantId: other.id, storeId: store.id } }),
    );
    expect(mismatch).toMatchObject({
      status: 400,
      serverMessage: 'The store does not belong to this merchant',
    });
    const unknown = await failure(
      addAdminProduct(admin, { body: { ...dressForm(ctx), merchantId: other.id, storeId: 999 } }),
    );
    expect(unknown.status).toBe(404);
    const scheduler = await ctx.login(ACCOUNTS.scheduler, 'admin');
    const denied = await failure(
      addAdminProduct(scheduler, {
        body: { ...dressForm(ctx), merchantId: store.merchantId, storeId: store.id },
      }),
    );
    expect(denied.status).toBe(403);
    const { data } = await getAdminProducts(admin, { query: { search: 'kampala' } });
    expect(data.count).toBe(0);
  });
});

describe('promotions', () => {
  it('shows customers the promotions running today; admins see all of them', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const { data: all } = await getAdminPromotions(admin);
    expect(all).toHaveLength(6);
    const { data: running } = await getPromotionProducts(ctx.client());
    expect(running.map((p) => p.product?.name).sort()).toEqual([
      'Cast Iron Frying Pan',
      'Hisense 43 Inch Smart TV',
      'Oud Wood Eau de Parfum',
      'Tecno Spark 20 Pro 256GB',
    ]);
    for (const promotion of running) expect(promotion.product).not.toHaveProperty('approvalStatus');
  });

  it('adds a promotion customers see, and deletes it again', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const rice = productNamed(ctx, 'Ofada Rice 5kg');
    const { data: promotion, status } = await addPromotion(admin, {
      body: {
        productId: rice.id,
        merchantId: rice.merchantId,
        startDate: '2026-10-30',
        endDate: '2026-11-15',
      },
    });
    expect(status).toBe(201);
    expect(promotion).toMatchObject({ productId: rice.id, startDate: '2026-10-30', endDate: '2026-11-15' });
    expect((await getPromotionProducts(ctx.client())).data.map((p) => p.id)).toContain(promotion.id);
    expect((await getAdminPromotions(admin)).data[0]?.id).toBe(promotion.id);

    const again = await failure(addPromotion(admin, { body: { productId: rice.id } }));
    expect(again).toMatchObject({ status: 400, serverMessage: 'Product is already promoted' });

    const { data } = await deletePromotion(admin, { path: { id: promotion.id } });
    expect(data).toEqual({ id: promotion.id });
    expect((await getPromotionProducts(ctx.client())).data.map((p) => p.id)).not.toContain(promotion.id);
    expect((await failure(deletePromotion(admin, { path: { id: promotion.id } }))).status).toBe(404);
  });

  it('refuses a pending product, an end before the start, a finished period and a wrong merchant', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const pending = await failure(addPromotion(admin, { body: { productId: sneakers.id } }));
    expect(pending.serverMessage).toBe('Only approved products can be promoted');
    const rice = productNamed(ctx, 'Ofada Rice 5kg');
    const backwards = await failure(
      addPromotion(admin, { body: { productId: rice.id, startDate: '2026-11-10', endDate: '2026-11-05' } }),
    );
    expect(backwards.fieldErrors).toEqual([
      { field: 'endDate', message: 'End date cannot be before the start date' },
    ]);
    const over = await failure(addPromotion(admin, { body: { productId: rice.id, endDate: '2026-10-01' } }));
    expect(over.serverMessage).toBe('The promotion would already be over');
    const wrong = await failure(
      addPromotion(admin, { body: { productId: rice.id, merchantId: userOf(ctx, ACCOUNTS.merchant).id } }),
    );
    expect(wrong.status).toBe(400);
    expect((await failure(addPromotion(admin, { body: { productId: 9999 } }))).status).toBe(404);
    const dispatcher = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    expect((await failure(addPromotion(dispatcher, { body: { productId: rice.id } }))).status).toBe(403);
    expect((await getAdminPromotions(admin)).data).toHaveLength(6);
  });
});

describe('official outlets', () => {
  it('makes an approved store an official outlet, listed with its products for customers', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const { data: before } = await getAdminOfficialOutlets(admin);
    expect(before.map((o) => o.storeName).sort()).toEqual(['Naija Gadgets Hub', 'Zuma Foodstuff Abuja']);

    const store = storeOf(ctx, ACCOUNTS.merchant);
    const { data: outlet, status } = await addOfficialOutlet(admin, {
      body: { storeId: store.id, merchantId: store.merchantId },
    });
    expect(status).toBe(201);
    expect(outlet).toMatchObject({ storeId: store.id, storeName: 'Adaeze Styles' });
    expect(outlet.products?.length).toBe(10);

    const { data: listed } = await getOfficialOutlets(ctx.client());
    expect(listed[0]).toMatchObject({ storeId: store.id, storeName: 'Adaeze Styles' });
    expect(listed).toHaveLength(3);
    expect(ctx.sandbox.db.table('stores').get(store.id)?.officialOutlet).toBe(true);

    const again = await failure(addOfficialOutlet(admin, { body: { storeId: store.id } }));
    expect(again).toMatchObject({ status: 400, serverMessage: 'Store is already an official outlet' });
  });

  it('refuses a store waiting for approval (400), an unknown store (404) and a dispatcher (403)', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const waiting = storeOf(ctx, ACCOUNTS.newMerchant);
    const error = await failure(addOfficialOutlet(admin, { body: { storeId: waiting.id } }));
    expect(error.serverMessage).toBe('Only approved stores can be official outlets');
    expect((await failure(addOfficialOutlet(admin, { body: { storeId: 999 } }))).status).toBe(404);
    const dispatcher = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    expect((await failure(addOfficialOutlet(dispatcher, { body: { storeId: store.id } }))).status).toBe(403);
    expect((await getAdminOfficialOutlets(admin)).data).toHaveLength(2);
  });
});
