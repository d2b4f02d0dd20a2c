// Helpers of the catalog domain's tests.
import type { CallInit } from '@marketplace/sdk';
import type { ProductRow } from '../../../src/db/core';
import type { sandboxFixture } from '../../support/sandboxTest';

type ProductForm = CallInit<'createProduct'>['body'];

export type Ctx = ReturnType<typeof sandboxFixture>;

export { failure } from '../../support/failure';

/** Seeded accounts the tests use (password demo1234). */
export const ACCOUNTS = {
  /** Adaeze Styles (Fashion), two of its products pending. */
  merchant: 'merchant@demo.test',
  /** Naija Gadgets Hub (Electronics, Phones & Tablets), an official outlet. */
  otherMerchant: 'chukwuemeka.obi@example.com',
  /** Enugu Crafts Collective: its store waits for approval. */
  newMerchant: 'ifeanyi.ugwu@example.com',
  admin: 'admin@demo.test',
  superAdmin: 'superadmin@demo.test',
  dispatcher: 'dispatcher@demo.test',
  scheduler: 'scheduler@demo.test',
  customer: 'customer@demo.test',
  otherCustomer: 'tunde.bakare@example.com',
} as const;

export function userOf(ctx: Ctx, email: string) {
  const user = ctx.sandbox.db.table('users').find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export function storeOf(ctx: Ctx, email: string) {
  const user = userOf(ctx, email);
  const store = ctx.sandbox.db.table('stores').find((s) => s.merchantId === user.id);
  if (!store) throw new Error(`no store of ${email}`);
  return store;
}

/** A seeded product by name. */
export function productNamed(ctx: Ctx, name: string): ProductRow {
  const product = ctx.sandbox.db.table('products').find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

/** Ids of the category tree's Fashion › Women's Clothing › Dresses, to file a new product under. */
export function dressesPath(ctx: Ctx) {
  const db = ctx.sandbox.db;
  const category = db.table('categories').find((c) => c.name === 'Fashion');
  const sub = db.table('subCategories').find((s) => s.name === "Women's Clothing");
  const child = db.table('childCategories').find((c) => c.name === 'Dresses');
  if (!category || !sub || !child) throw new Error('no Fashion › Dresses');
  return { categoryId: category.id, subCategoryId: sub.id, childCategoryId: child.id };
}

/** A complete product form for a new dress. */
export function dressForm(ctx: Ctx, overrides: Partial<ProductForm> = {}): ProductForm {
  return {
    name: 'Kampala Tie-Dye Wrap Dress',
    description: ['Hand-dyed kampala wrap dress.', 'Machine washable.'],
    ...dressesPath(ctx),
    hostedImages: ['https://images.example.test/kampala-1.jpg', 'https://images.example.test/kampala-2.jpg'],
    pricing: { costPrice: 8000, sellingPrice: 14000, price: 16000 },
    quantity: 12,
    sku: 'KMP-WRAP-01',
    weight: 0.4,
    weightUnit: 'kg',
    dimension: { length: 30, width: 25, height: 4 },
    dimensionUnit: 'cm',
    variant: [
      { sku: 'KMP-WRAP-01-M', size: 'M', color: 'Purple', quantity: 5 },
      { sku: 'KMP-WRAP-01-L', size: 'L', color: 'Purple', quantity: 7 },
    ],
    variantProperties: [
      { type: 'Size', options: ['M', 'L'] },
      { type: 'Colour', options: ['Purple'] },
    ],
    contSalesOutOfStock: false,
    stockAlertUnits: 3,
    IsDigitalProduct: false,
    ...overrides,
  };
}

/**
 * Gives a customer a delivered order holding the product (a copy of a seeded delivered order with the
 * customer, the product's merchant and one line of the product), so that they may review it.
 */
export function deliverTo(ctx: Ctx, email: string, product: ProductRow) {
  const orders = ctx.sandbox.db.table('orders');
  const template = orders.find((o) => o.status === 'delivered' && (o.orderItems?.length ?? 0) > 0);
  const line = template?.orderItems?.[0];
  if (!template || !line) throw new Error('no delivered order to copy');
  const { id: _id, ...rest } = structuredClone(template);
  return orders.insert({
    ...rest,
    customerId: userOf(ctx, email).id,
    merchantId: product.merchantId,
    orderItems: [{ ...line, productId: product.id, storeId: product.storeId }],
  });
}
