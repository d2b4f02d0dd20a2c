import {
  addMarketplaceProduct,
  approveProduct,
  createProduct,
  deleteMarketplaceProduct,
  editProduct,
  getAllCustomerProducts,
  getCustomerProduct,
  getMarketplaceProduct,
  getMarketplaceProducts,
  getMerchantProduct,
  getMerchantProducts,
  getSuperDeals,
  updateProductInventory,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, dressForm, failure, productNamed, userOf } from './support';

const ctx = sandboxFixture();

describe('createProduct', () => {
  it('creates a pending product in the merchant store that customers see only once an admin approves it', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data: created, status, message } = await createProduct(merchant, { body: dressForm(ctx) });
    expect(status).toBe(201);
    expect(message).toBe('Successfully created product.');
    expect(created).toMatchObject({
      name: 'Kampala Tie-Dye Wrap Dress',
      approvalStatus: 'pending',
      category: 'Fashion',
      subCategory: "Women's Clothing",
      childCategory: 'Dresses',
      storeName: 'Adaeze Styles',
      merchantId: userOf(ctx, ACCOUNTS.merchant).id,
      pricing: [{ costPrice: 8000, sellingPrice: 14000, price: 16000 }],
      whenSoldOut: 'Stop selling',
      productVariant: {
        variant: [
          { sku: 'KMP-WRAP-01-M', size: 'M', color: 'Purple', quantity: 5 },
          { sku: 'KMP-WRAP-01-L', size: 'L', color: 'Purple', quantity: 7 },
        ],
        properties: [
          { type: 'Size', options: ['M', 'L'] },
          { type: 'Colour', options: ['Purple'] },
        ],
      },
    });

    const { data: own } = await getMerchantProducts(merchant, { query: { search: 'kampala' } });
    expect(own.rows.map((p) => p.id)).toEqual([created.id]);
    const guest = ctx.client();
    expect((await failure(getCustomerProduct(guest, { path: { id: created.id } }))).status).toBe(404);
    const before = await getAllCustomerProducts(guest, {
      query: { search: 'kampala', limit: 10, offset: 0 },
    });
    expect(before.data.count).toBe(0);

    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    await approveProduct(admin, {
      query: { productId: created.id, merchantId: created.merchantId ?? 0 },
      body: { approvalStatus: 'approved' },
    });
    const { data: seen } = await getCustomerProduct(guest, { path: { id: created.id } });
    expect(seen).toMatchObject({
      id: created.id,
      name: created.name,
      pricing: [{ sellingPrice: 14000, price: 16000 }],
    });
    const after = await getAllCustomerProducts(guest, { query: { search: 'KAMPALA', limit: 10, offset: 0 } });
    expect(after.data.rows.map((p) => p.id)).toEqual([created.id]);
  });

  it('refuses a form whose categories do not nest, whose selling price is above the price, or that has no child category', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const phones = ctx.sandbox.db.table('subCategories').find((s) => s.name === 'Smartphones');
    const wrongSub = await failure(
      createProduct(merchant, { body: dressForm(ctx, { subCategoryId: phones?.id ?? 0 }) }),
    );
    expect(wrongSub.kind).toBe('validation');
    expect(wrongSub.fieldErrors).toEqual(
      expect.arrayContaining([{ field: 'subCategoryId', message: 'Sub-category is not in Fashion' }]),
    );

    const dearer = await failure(
      createProduct(merchant, { body: dressForm(ctx, { pricing: { sellingPrice: 20000, price: 16000 } }) }),
    );
    expect(dearer.status).toBe(422);
    expect(dearer.fieldErrors[0]).toEqual({
      field: 'pricing.sellingPrice',
      message: 'Selling price cannot be above the price',
    });

    const noChild = await failure(
      createProduct(merchant, { body: dressForm(ctx, { childCategoryId: undefined }) }),
    );
    // The contract requires it (ProductForm), so the request check refuses it before the catalog does.
    expect([noChild.status, noChild.fieldErrors[0]]).toEqual([
      422,
      { field: 'childCategoryId', message: 'Child category id is required' },
    ]);

    const { data } = await getMerchantProducts(merchant, { query: { search: 'kampala' } });
    expect(data.count).toBe(0);
  });

  it('refuses a second product with the same SKU in the store (400)', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    await createProduct(merchant, { body: dressForm(ctx) });
    const again = await failure(createProduct(merchant, { body: dressForm(ctx, { name: 'Another dress' }) }));
    expect(again).toMatchObject({
      status: 400,
      serverMessage: 'A product with SKU KMP-WRAP-01 already exists in your store',
    });
  });

  it('is for merchants only: no token is 401, a customer token 403', async () => {
    expect((await failure(createProduct(ctx.client('merchant'), { body: dressForm(ctx) }))).status).toBe(401);
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const asCustomer = await failure(createProduct(customer, { body: dressForm(ctx), as: 'customer' }));
    expect(asCustomer.status).toBe(403);
  });
});

describe('getMerchantProducts and getMerchantProduct', () => {
  it("list only the merchant's own products, searched by name or SKU and paged", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data } = await getMerchantProducts(merchant);
    expect(data.count).toBe(12);
    expect(new Set(data.rows.map((p) => p.storeName))).toEqual(new Set(['Adaeze Styles']));
    expect(
      data.rows
        .filter((p) => p.approvalStatus === 'pending')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Beaded Statement Necklace', 'Canvas Low-Top Sneakers']);

    const page = await getMerchantProducts(merchant, { query: { limit: 5, offset: 10 } });
    expect(page.data).toMatchObject({ count: 12 });
    expect(page.data.rows).toHaveLength(2);
    const bySku = await getMerchantProducts(merchant, { query: { search: 'ada-fas-0001' } });
    expect(bySku.data.rows.map((p) => p.name)).toEqual(['Ankara Print Midi Dress']);
  });

  it('filter by category and by approval state, compared case-insensitively, over every page', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const pending = await getMerchantProducts(merchant, { query: { approvalStatus: 'PENDING', limit: 1 } });
    expect(pending.data.count).toBe(2);
    expect(pending.data.rows).toHaveLength(1);
    const approved = await getMerchantProducts(merchant, { query: { approvalStatus: 'Approved' } });
    expect(approved.data.count).toBe(10);
    expect(approved.data.rows.every((p) => p.approvalStatus === 'approved')).toBe(true);
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const sameCategory = await getMerchantProducts(merchant, { query: { categoryId: dress.categoryId } });
    expect(sameCategory.data.rows.map((p) => p.name)).toContain('Ankara Print Midi Dress');
    expect(sameCategory.data.rows.every((p) => p.categoryId === dress.categoryId)).toBe(true);
    const none = await getMerchantProducts(merchant, { query: { categoryId: 99_999 } });
    expect(none.data).toMatchObject({ count: 0, rows: [] });
  });

  it("gets one of the merchant's products for the edit form; another merchant's product is 404", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const { data } = await getMerchantProduct(merchant, { path: { id: dress.id } });
    expect(data).toMatchObject({ id: dress.id, approvalStatus: 'approved', sku: 'ADA-FAS-0001' });
    expect(data.pricing[0]?.costPrice).toBe(9000);

    const tv = productNamed(ctx, 'Hisense 43 Inch Smart TV');
    const other = await failure(getMerchantProduct(merchant, { path: { id: tv.id } }));
    expect(other).toMatchObject({ status: 404, serverMessage: 'Product not found' });
  });
});

describe('editProduct', () => {
  it('keeps the approval when neither the name nor the price changes', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const { data: form } = await getMerchantProduct(merchant, { path: { id: dress.id } });
    const { data } = await editProduct(merchant, {
      path: { id: dress.id },
      body: {
        ...dressForm(ctx),
        name: form.name,
        sku: form.sku,
        pricing: { costPrice: 9500, sellingPrice: 15500, price: 18000 },
        description: ['Now with a matching head wrap.'],
        quantity: 30,
      },
    });
    expect(data).toMatchObject({
      approvalStatus: 'approved',
      quantity: 30,
      description: ['Now with a matching head wrap.'],
    });
    const { data: seen } = await getCustomerProduct(ctx.client(), { path: { id: dress.id } });
    expect(seen.description).toEqual(['Now with a matching head wrap.']);
    expect(seen.pricing).toEqual([{ sellingPrice: 15500, price: 18000 }]);
  });

  it('sends an approved product back to pending when its price changes; customers stop seeing it', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const { data, serverMessage } = await editProduct(merchant, {
      path: { id: dress.id },
      body: dressForm(ctx, {
        name: dress.name,
        sku: dress.sku,
        pricing: { sellingPrice: 9900, price: 18000 },
      }),
    });
    expect(serverMessage).toContain('awaits admin approval');
    expect(data.approvalStatus).toBe('pending');
    expect(data.pricing[0]).toEqual({ costPrice: 9000, sellingPrice: 9900, price: 18000 });
    expect((await failure(getCustomerProduct(ctx.client(), { path: { id: dress.id } }))).status).toBe(404);
    const { data: own } = await getMerchantProduct(merchant, { path: { id: dress.id } });
    expect(own.approvalStatus).toBe('pending');
  });

  it("refuses another merchant's product (404) and a SKU another product of the store uses (400)", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const tv = productNamed(ctx, 'Hisense 43 Inch Smart TV');
    expect((await failure(editProduct(merchant, { path: { id: tv.id }, body: dressForm(ctx) }))).status).toBe(
      404,
    );
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const taken = await failure(
      editProduct(merchant, { path: { id: dress.id }, body: dressForm(ctx, { sku: 'ADA-FAS-0002' }) }),
    );
    expect(taken.status).toBe(400);
  });
});

describe('updateProductInventory', () => {
  it('sets the stock and the variant stock; at 0 the product is sold out and leaves the deal shelves', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const guest = ctx.client();
    expect((await getSuperDeals(guest)).data.map((p) => p.id)).toContain(dress.id);

    const variants = dress.productVariant?.variant ?? [];
    const { data, message } = await updateProductInventory(merchant, {
      body: {
        productId: dress.id,
        sku: dress.sku,
        quantity: 0,
        variant: variants.map((v) => ({ sku: v.sku, quantity: 0 })),
      },
    });
    expect(message).toBe('Product updated successfully');
    expect(data.quantity).toBe(0);
    expect(data.productVariant?.variant?.every((v) => v.quantity === 0)).toBe(true);

    const { data: seen } = await getCustomerProduct(guest, { path: { id: dress.id } });
    expect(seen).toMatchObject({ quantity: 0, whenSoldOut: 'Stop selling' });
    expect((await getSuperDeals(guest)).data.map((p) => p.id)).not.toContain(dress.id);
  });

  it('changes one variant by SKU and keeps the others', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const [first, second] = dress.productVariant?.variant ?? [];
    const { data } = await updateProductInventory(merchant, {
      body: { productId: dress.id, quantity: 80, variant: [{ sku: first?.sku, quantity: 25 }] },
    });
    expect(data.quantity).toBe(80);
    expect(data.productVariant?.variant?.[0]).toMatchObject({ sku: first?.sku, quantity: 25 });
    expect(data.productVariant?.variant?.[1]).toEqual(second);
    const { data: again } = await getMerchantProduct(merchant, { path: { id: dress.id } });
    expect(again.productVariant?.variant?.[0]?.quantity).toBe(25);
  });

  it('refuses an unknown variant SKU or a SKU of another product (422), and another merchant product (404)', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const unknown = await failure(
      updateProductInventory(merchant, {
        body: { productId: dress.id, quantity: 3, variant: [{ sku: 'NOPE', quantity: 1 }] },
      }),
    );
    expect(unknown.fieldErrors).toEqual([{ field: 'variant.0.sku', message: 'No variant with SKU NOPE' }]);
    const wrongSku = await failure(
      updateProductInventory(merchant, { body: { productId: dress.id, sku: 'X-1', quantity: 3 } }),
    );
    expect(wrongSku.status).toBe(422);
    const tv = productNamed(ctx, 'Hisense 43 Inch Smart TV');
    expect(
      (await failure(updateProductInventory(merchant, { body: { productId: tv.id, quantity: 3 } }))).status,
    ).toBe(404);
    const { data } = await getMerchantProduct(merchant, { path: { id: dress.id } });
    expect(data.quantity).toBe(dress.quantity);
  });
});

describe('marketplace listings', () => {
  it('lists an approved product on the marketplace, refuses it twice, and takes it off again', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const guest = ctx.client();
    const listed = new Set((await getMarketplaceProducts(guest)).data.map((p) => p.id));
    const product = ctx.sandbox.db
      .table('products')
      .find((p) => p.storeName === 'Adaeze Styles' && p.approvalStatus === 'approved' && !listed.has(p.id));
    if (!product) throw new Error('no unlisted product');

    const { data, status } = await addMarketplaceProduct(merchant, { body: { productId: product.id } });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      productId: product.id,
      storeId: product.storeId,
      product: { id: product.id },
    });
    expect((await getMarketplaceProducts(guest)).data[0]?.id).toBe(product.id);
    expect((await getMarketplaceProduct(guest, { path: { id: product.id } })).data.name).toBe(product.name);

    const twice = await failure(addMarketplaceProduct(merchant, { body: { productId: product.id } }));
    expect(twice).toMatchObject({ status: 400, serverMessage: 'Product is already on the marketplace' });

    const removed = await deleteMarketplaceProduct(merchant, { path: { id: product.id } });
    expect(removed.data).toEqual({ id: product.id });
    expect((await getMarketplaceProducts(guest)).data.map((p) => p.id)).not.toContain(product.id);
    expect((await failure(getMarketplaceProduct(guest, { path: { id: product.id } }))).status).toBe(404);
    expect((await failure(deleteMarketplaceProduct(merchant, { path: { id: product.id } }))).status).toBe(
      404,
    );
    // The product stays in the store.
    expect((await getCustomerProduct(guest, { path: { id: product.id } })).data.id).toBe(product.id);
  });

  it('a pending product may be listed but shows on the marketplace only once approved', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const sneakers = productNamed(ctx, 'Canvas Low-Top Sneakers');
    const { message } = await addMarketplaceProduct(merchant, { body: { productId: sneakers.id } });
    expect(message).toContain('once an admin approves it');
    const guest = ctx.client();
    expect((await getMarketplaceProducts(guest)).data.map((p) => p.id)).not.toContain(sneakers.id);

    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    await approveProduct(admin, {
      query: { productId: sneakers.id, merchantId: sneakers.merchantId },
      body: { approvalStatus: 'approved' },
    });
    expect((await getMarketplaceProducts(guest)).data.map((p) => p.id)).toContain(sneakers.id);
  });

  it("refuses to list or unlist another merchant's product (404)", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const tv = productNamed(ctx, 'Hisense 43 Inch Smart TV');
    expect((await failure(addMarketplaceProduct(merchant, { body: { productId: tv.id } }))).status).toBe(404);
    const foreign = ctx.sandbox.db
      .table('marketplaceListings')
      .find((l) => l.merchantId !== userOf(ctx, ACCOUNTS.merchant).id);
    expect(foreign).toBeDefined();
    const off = await failure(deleteMarketplaceProduct(merchant, { path: { id: foreign?.productId ?? 0 } }));
    expect(off.status).toBe(404);
    expect((await getMarketplaceProducts(ctx.client())).data.map((p) => p.id)).toContain(foreign?.productId);
  });
});
