import { isApproved } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/createSandbox';
import { TEST_NOW } from '../../support/sandboxTest';

describe('seedCatalog', () => {
  const { db } = createSandbox({ now: TEST_NOW });
  const products = db.table('products').all();

  it('builds a category tree of 6 categories, 2 to 4 sub-categories each and 2 to 3 children each', () => {
    const categories = db.table('categories').all();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      const subs = db.table('subCategories').where((s) => s.categoryId === category.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(4);
      for (const sub of subs) {
        const children = db.table('childCategories').where((c) => c.subCategoryId === sub.id);
        expect(children.length).toBeGreaterThanOrEqual(2);
        expect(children.length).toBeLessThanOrEqual(3);
        expect(children.every((c) => c.categoryId === category.id)).toBe(true);
      }
    }
  });

  it('seeds 72 products over the approved stores, priced in naira, with images, variants and a consistent tree', () => {
    const approvedStores = new Set(
      db
        .table('stores')
        .where((s) => s.firstApproval)
        .map((s) => s.id),
    );
    const inApproved = products.filter((p) => approvedStores.has(p.storeId));
    expect(inApproved).toHaveLength(72);
    expect(new Set(inApproved.map((p) => p.storeId)).size).toBe(approvedStores.size);
    for (const p of products) {
      const [line] = p.pricing;
      expect(line?.costPrice).toBeLessThan(line?.sellingPrice ?? 0);
      expect(line?.sellingPrice).toBeLessThanOrEqual(line?.price ?? 0);
      expect(p.hostedImages?.length).toBeGreaterThanOrEqual(2);
      expect(p.hostedImages?.length).toBeLessThanOrEqual(4);
      expect(p.hostedImages?.[0]).toMatch(/\/images\/products\/[a-z0-9-]+~1\.svg$/);
      expect(p.sku).toMatch(/^[A-Z]{3}-[A-Z]{3}-\d{4}$/);
      expect(p.weight).toBeGreaterThan(0);
      expect(p.description?.length).toBeGreaterThanOrEqual(2);
      const child = db.table('childCategories').get(p.childCategoryId);
      expect(child?.subCategoryId).toBe(p.subCategoryId);
      expect(db.table('subCategories').get(p.subCategoryId)?.categoryId).toBe(p.categoryId);
      const store = db.table('stores').get(p.storeId);
      expect([store?.merchantId, store?.storeName]).toEqual([p.merchantId, p.storeName]);
      const variants = p.productVariant?.variant;
      if (variants) expect(variants.reduce((n, v) => n + (v.quantity ?? 0), 0)).toBe(p.quantity);
    }
    expect(
      products.filter((p) => p.productVariant?.properties?.some((x) => x.type === 'Size')).length,
    ).toBeGreaterThan(10);
  });

  it('has sold-out products, pending ones (two of them the demo merchant’s) and everything else approved', () => {
    expect(products.filter((p) => p.quantity === 0).length).toBeGreaterThanOrEqual(3);
    const pending = products.filter((p) => !isApproved(p));
    expect(pending.length).toBeGreaterThanOrEqual(6);
    const demo = db.table('users').find((u) => u.email === 'merchant@demo.test');
    expect(pending.filter((p) => p.merchantId === demo?.id)).toHaveLength(2);
  });

  it('fills every shelf and table of the storefront', () => {
    for (const shelf of [
      'super-deal',
      'super-discounted',
      'daily-discount',
      'promotion',
      'marketplace',
    ] as const) {
      expect(products.filter((p) => p.shelves.includes(shelf)).length).toBeGreaterThanOrEqual(5);
    }
    expect(db.table('stores').where((s) => s.officialOutlet === true)).toHaveLength(2);
    expect(db.table('officialOutlets').size).toBe(2);
    expect(db.table('featuredCollections').size).toBe(2);
    expect(db.table('featuredProducts').size).toBeGreaterThanOrEqual(9);
    expect(db.table('promotions').size).toBe(6);
    const reviews = db.table('reviews').all();
    expect(reviews.filter((r) => r.productId).length).toBeGreaterThanOrEqual(20);
    expect(reviews.filter((r) => r.merchantId).length).toBeGreaterThanOrEqual(4);
    const customers = new Set(
      db
        .table('users')
        .where((u) => u.role === 'customer')
        .map((u) => u.id),
    );
    expect(reviews.every((r) => customers.has(r.customerId))).toBe(true);
  });

  it('is deterministic', () => {
    const again = createSandbox({ now: TEST_NOW }).db;
    for (const table of [
      'products',
      'reviews',
      'promotions',
      'marketplaceListings',
      'featuredProducts',
    ] as const) {
      expect(JSON.stringify(again.table(table).all())).toBe(JSON.stringify(db.table(table).all()));
    }
  });
});
