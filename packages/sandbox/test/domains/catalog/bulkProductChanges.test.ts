// A merchant's bulk product change is one request per product through the existing operations (the
// merchant products list's bulk panel): the SDK's applyStockChange body through update-product-inventory
// writes a manual stock movement per variant with who; the applyPriceChange line through editProduct lands
// to the kobo and sends an approved product back for approval, with no stock movement.
import {
  applyPriceChange,
  applyStockChange,
  createProduct,
  editProduct,
  getMerchantProduct,
  getProductStockHistory,
  updateProductInventory,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, dressForm, userOf } from './support';

const ctx = sandboxFixture();

describe('bulk product changes', () => {
  it('adds 4 units to every variant: the product holds their total, each change recorded by hand', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data: product } = await createProduct(merchant, { body: dressForm(ctx) });
    const { data: updated } = await updateProductInventory(merchant, {
      body: applyStockChange(product, { kind: 'add', units: 4 }),
    });
    expect(updated.productVariant?.variant?.map((v) => v.quantity)).toEqual([9, 11]);
    expect(updated.quantity).toBe(20);
    const { data: history } = await getProductStockHistory(merchant, { path: { id: product.id }, query: {} });
    const manual = history.rows.filter((m) => m.reason === 'manual');
    expect(manual.map((m) => [m.variantSku ?? null, m.change, m.quantityAfter])).toEqual(
      expect.arrayContaining([
        [null, 8, 20],
        ['KMP-WRAP-01-M', 4, 9],
        ['KMP-WRAP-01-L', 4, 11],
      ]),
    );
    expect(manual.every((m) => m.actor?.id === userOf(ctx, ACCOUNTS.merchant).id)).toBe(true);
  });

  it('raises an approved price by 10 % to the kobo; the product waits for approval again, its stock unmoved', async () => {
    const me = userOf(ctx, ACCOUNTS.merchant);
    const row = ctx.sandbox.db
      .table('products')
      .all()
      .find((p) => p.merchantId === me.id && p.approvalStatus === 'approved' && !p.deleted);
    if (!row) throw new Error('the merchant has no approved product');
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data: product } = await getMerchantProduct(merchant, { path: { id: row.id } });
    const line = product.pricing[0] ?? { sellingPrice: 0 };
    const next = applyPriceChange(line, { kind: 'percent', percent: 10 });
    const { data: edited } = await editProduct(merchant, {
      path: { id: product.id },
      body: {
        name: product.name,
        categoryId: product.categoryId as number,
        subCategoryId: product.subCategoryId as number,
        childCategoryId: product.childCategoryId as number,
        pricing: { ...next, sellingPrice: next.sellingPrice ?? 0 },
        quantity: product.quantity,
      },
    });
    expect(edited.pricing[0]?.sellingPrice).toBe(next.sellingPrice);
    expect(next.sellingPrice).toBeGreaterThan(line.sellingPrice ?? 0);
    expect(edited.approvalStatus).toBe('pending');
    expect(edited.quantity).toBe(product.quantity);
    const { data: history } = await getProductStockHistory(merchant, { path: { id: product.id }, query: {} });
    expect(history.rows.filter((m) => m.reason === 'manual')).toEqual([]);
  });
});
