import {
  approveProduct,
  getAllCategories,
  getChildCategories,
  getOneCategory,
  getOneChildCategory,
  getOneSubCategory,
  getTopCategories,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, productNamed, userOf } from './support';

const ctx = sandboxFixture();

describe('category tree', () => {
  it('lists every category with its sub-categories; search narrows by name, case-insensitively', async () => {
    const guest = ctx.client();
    const { data } = await getAllCategories(guest);
    expect(data.map((c) => c.name)).toEqual([
      'Fashion',
      'Electronics',
      'Home & Kitchen',
      'Beauty & Health',
      'Groceries',
      'Phones & Tablets',
    ]);
    for (const category of data) {
      expect(category.subCategories?.length).toBeGreaterThanOrEqual(2);
      for (const sub of category.subCategories ?? []) expect(sub.categoryId).toBe(category.id);
    }
    const { data: found } = await getAllCategories(guest, { query: { search: 'KITCHEN' } });
    expect(found.map((c) => c.name)).toEqual(['Home & Kitchen']);
    const { data: none } = await getAllCategories(guest, { query: { search: 'cars' } });
    expect(none).toEqual([]);
  });

  it('top categories are the flagged ones, the one with most products customers see first', async () => {
    const { data } = await getTopCategories(ctx.client());
    expect(data.map((c) => c.name)).toEqual(['Phones & Tablets', 'Electronics', 'Groceries', 'Fashion']);

    // Approving the demo merchant's two pending dresses brings Fashion level with Phones & Tablets (12);
    // ties go to the older category.
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const merchant = userOf(ctx, ACCOUNTS.merchant);
    for (const name of ['Canvas Low-Top Sneakers', 'Beaded Statement Necklace']) {
      const product = productNamed(ctx, name);
      await approveProduct(admin, {
        query: { productId: product.id, merchantId: merchant.id },
        body: { approvalStatus: 'approved' },
      });
    }
    const { data: after } = await getTopCategories(ctx.client());
    expect(after.map((c) => c.name)).toEqual(['Fashion', 'Phones & Tablets', 'Electronics', 'Groceries']);
  });

  it('a category, a sub-category with its children and a child category agree with each other', async () => {
    const guest = ctx.client();
    const { data: all } = await getAllCategories(guest);
    const phones = all.find((c) => c.name === 'Phones & Tablets');
    const { data: category } = await getOneCategory(guest, { path: { id: phones?.id ?? 0 } });
    expect(category).toEqual(phones);

    const smartphones = category.subCategories?.find((s) => s.name === 'Smartphones');
    const { data: sub } = await getOneSubCategory(guest, { path: { id: smartphones?.id ?? 0 } });
    expect(sub.childCategories?.map((c) => c.name)).toEqual(['Android Phones', 'iPhones']);
    const { data: children } = await getChildCategories(guest, { path: { id: sub.id } });
    expect(children).toEqual(sub.childCategories);

    const iphones = children[1];
    const { data: child } = await getOneChildCategory(guest, { path: { id: iphones?.id ?? 0 } });
    expect(child).toEqual({
      id: iphones?.id,
      name: 'iPhones',
      subCategoryId: sub.id,
      categoryId: category.id,
    });
  });

  it('unknown ids are 404', async () => {
    const guest = ctx.client();
    expect((await failure(getOneCategory(guest, { path: { id: 999 } }))).status).toBe(404);
    expect((await failure(getOneSubCategory(guest, { path: { id: 999 } }))).status).toBe(404);
    expect((await failure(getChildCategories(guest, { path: { id: 999 } }))).status).toBe(404);
    const child = await failure(getOneChildCategory(guest, { path: { id: 999 } }));
    expect(child).toMatchObject({ status: 404, serverMessage: 'Child category not found' });
  });
});
