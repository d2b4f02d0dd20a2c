// The server-side cart (add, get, remove) and the shipping fee rule.
import {
  addToCart,
  calculateShippingFee,
  cartTotal,
  DELIVERY_DAYS,
  getCart,
  getCustomerAddresses,
  removeFromCart,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { SHIPPING_RATES } from '../../../src/domains/commerce/shipping';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, emptyCart, refusal, seeded } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const data = seeded(ctx);

const lagosStore = (storeId: number) =>
  data.db().table('stores').get(storeId)?.shippingLocation?.state === 'Lagos';

describe('the cart', () => {
  it("gets the demo customer's seeded cart: two items, the SDK's cartTotal, shipping to the default address", async () => {
    const customer = await login.customer();
    const { data: cart } = await getCart(customer);
    expect(cart.cartItemsList).toHaveLength(2);
    expect(cart.cartTotal).toBe(cartTotal(cart.cartItemsList));
    expect(cart.selectedShippingAddress).toMatchObject({ stateOrRegion: 'Lagos', default: true });
    expect(cart.shippingAddresses).toHaveLength(2);
    expect(cart.shippingFees?.length).toBe(2);
    expect(cart.shippingFees?.every((f) => f.withinLagos)).toBe(true);
    expect(cart.shippingFeeTotal).toBe((cart.shippingFees ?? []).reduce((sum, f) => sum + f.shippingFee, 0));
    expect(cart.merchantAddresses?.map((m) => m.storeName).sort()).toEqual(
      [...new Set(cart.cartItemsList.map((i) => i.storeName))].sort(),
    );
    expect(cart.appliedDiscountCodes).toEqual([]);
    // Customers never see what a product cost the merchant.
    expect(cart.cartItemsList.every((i) => i.pricing.every((p) => p.costPrice === undefined))).toBe(true);
  });

  it('adds a product; a following get shows it, and adding it again adds up the quantity', async () => {
    const customer = await login.customer();
    emptyCart(ctx, data.user('customer@demo.test').id);
    const product = data.product((p) => p.merchantId !== data.demoMerchantId());
    await addToCart(customer, { body: { productId: product.id, quantity: 2 } });
    const { data: cart, message } = await addToCart(customer, {
      body: { productId: product.id, quantity: 1 },
    });
    expect(message).toBe('Product added to cart');
    const line = cart.cartItemsList.find((i) => i.id === product.id);
    expect(line?.productVariant.quantity).toBe(3);
    const again = await getCart(customer);
    expect(again.data.cartItemsList.find((i) => i.id === product.id)?.productVariant.quantity).toBe(3);
    expect(again.data.cartTotal).toBe(cartTotal(again.data.cartItemsList));
  });

  it('keeps variants of one product apart, by sku', async () => {
    const customer = await login.customer();
    emptyCart(ctx, data.user('customer@demo.test').id);
    const { product } = data.variantProduct();
    const skus = (product.productVariant?.variant ?? []).filter((v) => (v.quantity ?? 0) > 0).slice(0, 2);
    for (const v of skus)
      await addToCart(customer, { body: { productId: product.id, sku: v.sku, quantity: 1 } });
    const { data: cart } = await getCart(customer);
    expect(cart.cartItemsList.map((i) => i.productVariant.sku)).toEqual(skus.map((v) => v.sku));
    expect(
      cart.cartItemsList[0]?.productVariant.size ?? cart.cartItemsList[0]?.productVariant.color,
    ).toBeTruthy();
  });

  it('ends with exactly fifty after fifty rapid adds of one item', async () => {
    const customer = await login.customer();
    emptyCart(ctx, data.user('customer@demo.test').id);
    const product = data.product(() => true, 60);
    await Promise.all(
      Array.from({ length: 50 }, () => addToCart(customer, { body: { productId: product.id, quantity: 1 } })),
    );
    const { data: cart } = await getCart(customer);
    expect(cart.cartItemsList.map((i) => [i.id, i.productVariant.quantity])).toEqual([[product.id, 50]]);
  });

  it('refuses products that are pending, out of stock, short of stock, unknown, or a variant that does not exist', async () => {
    const customer = await login.customer();
    emptyCart(ctx, data.user('customer@demo.test').id);
    const pending = data
      .db()
      .table('products')
      .find((p) => p.approvalStatus === 'pending' && !p.deleted);
    if (!pending) throw new Error('no pending product');
    expect(await refusal(addToCart(customer, { body: { productId: pending.id, quantity: 1 } }))).toEqual([
      400,
      `${pending.name} is not available`,
    ]);

    const soldOut = data
      .db()
      .table('products')
      .find(
        (p) =>
          p.approvalStatus === 'approved' &&
          p.quantity === 0 &&
          !p.contSalesOutOfStock &&
          !p.productVariant?.variant?.length,
      );
    if (soldOut) {
      expect(await refusal(addToCart(customer, { body: { productId: soldOut.id, quantity: 1 } }))).toEqual([
        400,
        `${soldOut.name} is out of stock`,
      ]);
    }

    const product = data.product(() => true, 5);
    const [status, message] = await refusal(
      addToCart(customer, { body: { productId: product.id, quantity: product.quantity + 1 } }),
    );
    expect([status, message]).toEqual([400, `Only ${product.quantity} of ${product.name} in stock`]);
    // With some already in the cart, the total counts.
    await addToCart(customer, { body: { productId: product.id, quantity: product.quantity } });
    expect((await refusal(addToCart(customer, { body: { productId: product.id, quantity: 1 } })))[1]).toBe(
      `Only ${product.quantity} of ${product.name} in stock (${product.quantity} already in your cart)`,
    );

    expect(await refusal(addToCart(customer, { body: { productId: 99_999, quantity: 1 } }))).toEqual([
      404,
      'Product not found',
    ]);
    const { product: withVariants } = data.variantProduct();
    expect(
      await refusal(
        addToCart(customer, { body: { productId: withVariants.id, sku: 'NO-SUCH-SKU', quantity: 1 } }),
      ),
    ).toEqual([400, `${withVariants.name} has no variant NO-SUCH-SKU`]);
  });

  it("refuses a variant's quantity above the variant's own stock", async () => {
    const customer = await login.customer();
    emptyCart(ctx, data.user('customer@demo.test').id);
    const { product, variant } = data.variantProduct();
    const [status, message] = await refusal(
      addToCart(customer, {
        body: { productId: product.id, sku: variant.sku, quantity: (variant.quantity ?? 0) + 1 },
      }),
    );
    expect([status, message]).toEqual([400, `Only ${variant.quantity} of ${product.name} in stock`]);
  });

  it("answers 'Token is not valid' to a forged token, and 403 to a merchant", async () => {
    const forged = ctx.client('customer');
    forged.session.setSession('customer', 'forged-token');
    expect(await refusal(addToCart(forged, { body: { productId: 1, quantity: 1 } }))).toEqual([
      401,
      'Token is not valid',
    ]);
    expect((await refusal(getCart(await login.merchant())))[0]).toBe(403);
  });

  it('rejects a quantity below 1 with 422', async () => {
    expect(
      (await refusal(addToCart(await login.customer(), { body: { productId: 1, quantity: 0 } })))[0],
    ).toBe(422);
  });

  it('removes a product (a following get no longer has it) and answers 404 when it is not in the cart', async () => {
    const customer = await login.customer();
    const [first, second] = (await getCart(customer)).data.cartItemsList;
    if (!first || !second) throw new Error('seed cart has two items');
    const { data: left } = await removeFromCart(customer, { body: { productId: first.id } });
    expect(left.cartItemsList.map((i) => i.id)).toEqual([second.id]);
    expect((await getCart(customer)).data.cartItemsList.map((i) => i.id)).toEqual([second.id]);
    expect(await refusal(removeFromCart(customer, { body: { productId: first.id } }))).toEqual([
      404,
      'Product is not in your cart',
    ]);
    // Another customer's cart is not touched.
    const other = await login.otherCustomer();
    expect(await refusal(removeFromCart(other, { body: { productId: second.id } }))).toEqual([
      404,
      'Product is not in your cart',
    ]);
    expect((await getCart(customer)).data.cartItemsList).toHaveLength(1);
  });

  it('removes only the named variant when a sku is given', async () => {
    const customer = await login.customer();
    emptyCart(ctx, data.user('customer@demo.test').id);
    const { product } = data.variantProduct();
    const skus = (product.productVariant?.variant ?? []).filter((v) => (v.quantity ?? 0) > 0).slice(0, 2);
    for (const v of skus)
      await addToCart(customer, { body: { productId: product.id, sku: v.sku, quantity: 1 } });
    const { data: left } = await removeFromCart(customer, {
      body: { productId: product.id, sku: skus[0]?.sku },
    });
    expect(left.cartItemsList.map((i) => i.productVariant.sku)).toEqual([skus[1]?.sku]);
  });
});

describe('the shipping fee', () => {
  it('charges ₦1,500 + ₦200 per started kg in the same state, and the cart keeps the chosen address', async () => {
    const customer = await login.customer();
    const addresses = (await getCustomerAddresses(customer)).data;
    const lagos = addresses.find((a) => a.stateOrRegion === 'Lagos');
    const abuja = addresses.find((a) => a.stateOrRegion !== 'Lagos');
    if (!lagos || !abuja) throw new Error('seed addresses');
    const product = data.product(
      (p) => lagosStore(p.storeId) && (p.weight ?? 0) > 0 && (p.pricing[0]?.sellingPrice ?? 0) < 30_000,
    );
    const weight = product.weight ?? 0;
    const cartItems = [{ productId: product.id, quantity: 2 }];

    const { data: here } = await calculateShippingFee(customer, {
      body: { deliveryAddressId: lagos.id, cartItems },
    });
    const kg = Math.ceil(Math.round(weight * 2 * 1000) / 1000);
    expect(here.shippingFees[0]).toMatchObject({
      merchantId: product.merchantId,
      withinLagos: true,
      shippingFee: 1500 + 200 * kg,
    });
    expect(here.weight).toBe(Math.round(weight * 2 * 1000) / 1000);

    const { data: there } = await calculateShippingFee(customer, {
      body: { deliveryAddressId: abuja.id, cartItems },
    });
    expect(there.shippingFees[0]).toMatchObject({ withinLagos: false, shippingFee: 3500 + 350 * kg });
    // A delivery estimate in working days: quicker within Lagos than across states.
    expect(here.shippingFees[0]?.deliveryDays).toEqual(DELIVERY_DAYS.withinLagos);
    expect(there.shippingFees[0]?.deliveryDays).toEqual(DELIVERY_DAYS.otherState);
    expect(there.shippingFeeTotal).toBe(3500 + 350 * kg);
    // The cart now ships to Abuja.
    const { data: cart } = await getCart(customer);
    expect(cart.selectedShippingAddress?.id).toBe(abuja.id);
    expect(cart.shippingFees?.every((f) => f.withinLagos === false)).toBe(true);
  });

  it('ships free from ₦100,000 per merchant, and accepts a state instead of a saved address', async () => {
    const customer = await login.customer();
    const product = data.product((p) => (p.pricing[0]?.sellingPrice ?? 0) >= 20_000, 6);
    const units = Math.ceil(SHIPPING_RATES.freeFrom / (product.pricing[0]?.sellingPrice ?? 1));
    if (units > product.quantity) return;
    const { data: fees } = await calculateShippingFee(customer, {
      body: { stateOrRegion: 'Kano', cartItems: [{ productId: product.id, quantity: units }] },
    });
    expect(fees.shippingFeeTotal).toBe(0);
  });

  it('refuses an address that is not the customer’s (404) and an unknown product (404)', async () => {
    const customer = await login.customer();
    const theirs = data
      .db()
      .table('addresses')
      .find((a) => a.customerId !== data.user('customer@demo.test').id);
    const cartItems = [{ productId: data.product(() => true).id, quantity: 1 }];
    expect(
      await refusal(
        calculateShippingFee(customer, { body: { deliveryAddressId: theirs?.id ?? 99_999, cartItems } }),
      ),
    ).toEqual([404, 'Delivery address not found']);
    expect(
      await refusal(
        calculateShippingFee(customer, {
          body: { stateOrRegion: 'Lagos', cartItems: [{ productId: 99_999, quantity: 1 }] },
        }),
      ),
    ).toEqual([404, 'Product not found']);
  });
});
