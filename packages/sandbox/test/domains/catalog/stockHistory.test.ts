// The stock history (getProductStockHistory) and the low-stock filter (getMerchantProducts lowStock):
// an import's opening stock per variant, a manual change, a sale and its cancellation each recorded with
// who and when and the stock after it; one variant's entries on their own; another merchant's product not
// found; a variant at 0 under the product's alert of 3 listed as low though the product holds more.
import {
  addToCart,
  cancelCustomerOrder,
  createOrder,
  createProduct,
  getCart,
  getMerchantProducts,
  getProductStockHistory,
  type MarketplaceClient,
  removeFromCart,
  updateProductInventory,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { newAddress } from '../orders/support';
import { ACCOUNTS, dressForm, failure, userOf } from './support';

const ctx = sandboxFixture();

const history = async (merchant: MarketplaceClient, id: number, variantSku?: string) =>
  (await getProductStockHistory(merchant, { path: { id }, query: variantSku ? { variantSku } : {} })).data;

describe('getProductStockHistory', () => {
  it("records an import's opening stock and a manual change per variant, with who, newest first", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data: product } = await createProduct(merchant, {
      body: dressForm(ctx),
      query: { source: 'import' },
    });
    const opened = await history(merchant, product.id);
    expect(opened.count).toBe(3);
    expect(opened.rows.map((m) => [m.reason, m.variantSku ?? null, m.change, m.quantityAfter])).toEqual(
      expect.arrayContaining([
        ['import', null, 12, 12],
        ['import', 'KMP-WRAP-01-M', 5, 5],
        ['import', 'KMP-WRAP-01-L', 7, 7],
      ]),
    );
    const me = userOf(ctx, ACCOUNTS.merchant);
    expect(opened.rows.every((m) => m.actor?.id === me.id && m.actor.role === 'merchant')).toBe(true);

    await updateProductInventory(merchant, {
      body: { productId: product.id, quantity: 9, variant: [{ sku: 'KMP-WRAP-01-M', quantity: 2 }] },
    });
    const after = await history(merchant, product.id);
    expect(after.count).toBe(5);
    expect(
      after.rows.slice(0, 2).map((m) => [m.reason, m.variantSku ?? null, m.change, m.quantityAfter]),
    ).toEqual(
      expect.arrayContaining([
        ['manual', null, -3, 9],
        ['manual', 'KMP-WRAP-01-M', -3, 2],
      ]),
    );
    const medium = await history(merchant, product.id, 'KMP-WRAP-01-M');
    expect(medium.rows.map((m) => m.quantityAfter)).toEqual([2, 5]);
    expect(medium.rows[0]?.variantName).toBe('M / Purple');
  });

  it('records a sale with its order and customer, and the units coming back when it is cancelled', async () => {
    const seller = userOf(ctx, ACCOUNTS.otherMerchant);
    const merchant = await ctx.login(ACCOUNTS.otherMerchant, 'merchant');
    const product = ctx.sandbox.db
      .table('products')
      .all()
      .find(
        (p) =>
          p.merchantId === seller.id &&
          p.approvalStatus === 'approved' &&
          p.quantity > 5 &&
          !p.productVariant?.variant?.length,
      );
    if (!product) throw new Error('the seller has no plain product in stock');
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const { data: cart } = await getCart(customer);
    for (const productId of new Set((cart.cartItemsList ?? []).map((item) => item.id)))
      await removeFromCart(customer, { body: { productId } });
    await addToCart(customer, { body: { productId: product.id, quantity: 2 } });
    const addressId = await newAddress(customer);
    const { data: placed } = await createOrder(customer, {
      body: {
        orderItems: [{ productId: product.id, quantity: 2 }],
        deliveryAddressId: addressId,
      },
    });
    const order = placed.orders[0];
    if (!order) throw new Error('no order placed');
    const sold = await history(merchant, product.id);
    expect(sold.rows[0]).toMatchObject({
      reason: 'sale',
      change: -2,
      quantityAfter: product.quantity - 2,
      orderId: order.id,
      actor: { id: userOf(ctx, ACCOUNTS.customer).id, role: 'customer' },
    });
    await cancelCustomerOrder(customer, { path: { id: order.id }, body: { reason: 'Ordered twice' } });
    const back = await history(merchant, product.id);
    expect(back.rows[0]).toMatchObject({
      reason: 'cancellation',
      change: 2,
      quantityAfter: product.quantity,
      orderId: order.id,
    });
  });

  it("answers 404 for another merchant's product", async () => {
    const other = await ctx.login(ACCOUNTS.otherMerchant, 'merchant');
    const me = userOf(ctx, ACCOUNTS.merchant);
    const mine = ctx.sandbox.db
      .table('products')
      .all()
      .find((p) => p.merchantId === me.id);
    expect((await failure(getProductStockHistory(other, { path: { id: mine?.id ?? 0 } }))).status).toBe(404);
  });
});

describe('getMerchantProducts lowStock', () => {
  it('lists a product while a variant is at 0 under the alert of 3, though the product holds 7', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const { data: product } = await createProduct(merchant, { body: dressForm(ctx) });
    const low = async () =>
      (await getMerchantProducts(merchant, { query: { lowStock: true, limit: 100 } })).data.rows.map(
        (p) => p.id,
      );
    expect(await low()).not.toContain(product.id);
    await updateProductInventory(merchant, {
      body: { productId: product.id, quantity: 7, variant: [{ sku: 'KMP-WRAP-01-M', quantity: 0 }] },
    });
    expect(await low()).toContain(product.id);
    await updateProductInventory(merchant, {
      body: { productId: product.id, quantity: 12, variant: [{ sku: 'KMP-WRAP-01-M', quantity: 5 }] },
    });
    expect(await low()).not.toContain(product.id);
  });
});
