// Pay on delivery is a store's choice: the merchant sets it with the store profile, every product of the
// store says it (`payOnDelivery`), the catalogue filters and counts by it, the delivery estimate asks it,
// and an order holding a line of a store that does not accept it is refused, naming the store.
import {
  addCustomerAddress,
  addStoreProfile,
  addToCart,
  createOrder,
  filterCustomerProducts,
  getCart,
  getCustomerProduct,
  getDeliveryEstimate,
  getStoreProfile,
  type MarketplaceClient,
  removeFromCart,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../src/db/core';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, refusal, state } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

/** A visible product in stock of the store named `storeName`, with a sku to order. */
function productOf(storeName: string): { product: ProductRow; sku: string } {
  const product = seeded
    .db()
    .table('products')
    .where(
      (p) => p.storeName === storeName && p.approvalStatus === 'approved' && !p.deleted && p.quantity > 3,
    )
    .sort((a, b) => a.id - b.id)
    .find(
      (p) =>
        !p.productVariant?.variant?.length || p.productVariant.variant.some((v) => (v.quantity ?? 0) > 2),
    );
  if (!product) throw new Error(`${storeName} has no buyable product`);
  const sku = product.productVariant?.variant?.find((v) => (v.quantity ?? 0) > 2)?.sku ?? product.sku ?? '';
  return { product, sku };
}

/** The demo customer's cart holding exactly `lines`, and a new Lagos address to deliver to. */
async function cartOf(customer: MarketplaceClient, lines: { product: ProductRow; sku: string }[]) {
  const { data: cart } = await getCart(customer);
  for (const productId of new Set((cart.cartItemsList ?? []).map((item) => item.id))) {
    await removeFromCart(customer, { body: { productId } });
  }
  for (const { product, sku } of lines) {
    await addToCart(customer, { body: { productId: product.id, sku, quantity: 1 } });
  }
  const { data } = await addCustomerAddress(customer, {
    body: {
      fullName: 'Ada Obi',
      phoneNumber: '+2348031234567',
      stateOrRegion: 'Lagos',
      address: '3 Bode Thomas Street',
      default: false,
    },
  });
  return {
    orderItems: lines.map(({ product, sku }) => ({ productId: product.id, sku, quantity: 1 })),
    deliveryAddressId: data.id,
    paymentMethod: 'pay_on_delivery' as const,
  };
}

describe('pay on delivery, store by store', () => {
  it('is seeded for every store but Ibadan Home & Living, and every product says its store’s choice', async () => {
    const guest = ctx.client();
    const ibadan = productOf('Ibadan Home & Living').product;
    const adaeze = productOf('Adaeze Styles').product;
    expect((await getCustomerProduct(guest, { path: { id: ibadan.id } })).data.payOnDelivery).toBe(false);
    expect((await getCustomerProduct(guest, { path: { id: adaeze.id } })).data.payOnDelivery).toBe(true);
    // The product page's estimate: the address alone would allow it; the store does not.
    const lagos = (state: string, id: number) =>
      getDeliveryEstimate(guest, { path: { id }, query: { state } });
    expect((await lagos('Lagos', ibadan.id)).data.payOnDelivery).toBe(false);
    expect((await lagos('Lagos', adaeze.id)).data.payOnDelivery).toBe(true);
    expect((await lagos('Oyo', adaeze.id)).data.payOnDelivery).toBe(false);
  });

  it('filters the catalogue by it and counts it over the other filters', async () => {
    const guest = ctx.client();
    const page = { limit: 100, offset: 0 };
    const all = (await filterCustomerProducts(guest, { body: { search: 'home', ...page } })).data;
    const accepting = all.rows.filter((p) => p.payOnDelivery).length;
    expect(accepting).toBeGreaterThan(0);
    expect(accepting).toBeLessThan(all.rows.length);
    expect(all.facets?.payOnDelivery).toBe(accepting);

    const only = (
      await filterCustomerProducts(guest, { body: { search: 'home', payOnDelivery: true, ...page } })
    ).data;
    expect(only.count).toBe(accepting);
    expect(only.rows.every((p) => p.payOnDelivery === true)).toBe(true);
    // Its own count stays; the other facets count only what pay on delivery leaves.
    expect(only.facets?.payOnDelivery).toBe(accepting);
    const brands = new Map<string, number>();
    for (const p of only.rows) if (p.brand) brands.set(p.brand, (brands.get(p.brand) ?? 0) + 1);
    expect(new Map(only.facets?.brands.map((b) => [b.value, b.count]))).toEqual(brands);
    // false is no filter.
    expect(
      (await filterCustomerProducts(guest, { body: { search: 'home', payOnDelivery: false, ...page } })).data
        .count,
    ).toBe(all.count);
  });

  it('refuses an order holding a line of a store that does not accept it, naming the store; the cart is kept', async () => {
    const customer = await login.customer();
    const body = await cartOf(customer, [productOf('Adaeze Styles'), productOf('Ibadan Home & Living')]);
    expect(await refusal(createOrder(customer, { body }))).toEqual([
      400,
      'Ibadan Home & Living does not accept pay on delivery; pay by card, or remove its items to pay on delivery',
    ]);
    // The cart's lines say it too, for the checkout to name the store before the order is sent.
    const lines = (await getCart(customer)).data.cartItemsList ?? [];
    expect(lines.map((l) => [l.storeName, l.payOnDelivery])).toEqual([
      ['Adaeze Styles', true],
      ['Ibadan Home & Living', false],
    ]);
    // By card the same cart is placed.
    const { data } = await createOrder(customer, { body: { ...body, paymentMethod: 'card' } });
    expect(data.orders).toHaveLength(2);
  });

  it('is the merchant’s choice, saved with the store profile: turned off, their products and orders follow', async () => {
    const merchant = await login.merchant();
    const store = seeded
      .db()
      .table('stores')
      .get(seeded.user('merchant@demo.test').storeId ?? 0);
    if (!store) throw new Error('no demo store');
    const before = (await getStoreProfile(merchant, { path: { id: store.id } })).data.at(-1);
    expect(before?.store.acceptsPayOnDelivery).toBe(true);
    const { data } = await addStoreProfile(merchant, {
      body: { store: { storeName: store.storeName, acceptsPayOnDelivery: false } },
    });
    expect(data.store.acceptsPayOnDelivery).toBe(false);
    expect(
      (await getStoreProfile(merchant, { path: { id: store.id } })).data.at(-1)?.store.acceptsPayOnDelivery,
    ).toBe(false);
    const line = productOf(store.storeName);
    expect(
      (await getCustomerProduct(ctx.client(), { path: { id: line.product.id } })).data.payOnDelivery,
    ).toBe(false);

    const customer = await login.customer();
    const body = await cartOf(customer, [line, productOf('Ibadan Home & Living')]);
    expect(await refusal(createOrder(customer, { body }))).toEqual([
      400,
      'Adaeze Styles and Ibadan Home & Living do not accept pay on delivery; pay by card, or remove their items to pay on delivery',
    ]);
    // A save that leaves the choice out keeps it; turned back on, the store's items may be paid on delivery.
    await addStoreProfile(merchant, { body: { store: { storeName: store.storeName } } });
    expect(seeded.db().table('stores').get(store.id)?.acceptsPayOnDelivery).toBe(false);
    await addStoreProfile(merchant, {
      body: { store: { storeName: store.storeName, acceptsPayOnDelivery: true } },
    });
    const alone = await cartOf(customer, [line]);
    expect((await createOrder(customer, { body: alone })).data.orders[0]?.paymentMethod).toBe(
      'pay_on_delivery',
    );
  });
});
