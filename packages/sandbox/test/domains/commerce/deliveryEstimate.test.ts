import { calculateShippingFee, getDeliveryEstimate, isMarketplaceError } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';

// TEST_NOW is Sunday 1 Nov 2026, 10:00 in Lagos: windows start Monday 2 Nov.
const ctx = sandboxFixture();

const estimate = async (id: number, state: string) =>
  (await getDeliveryEstimate(ctx.client(), { path: { id }, query: { state } })).data;

/** A product customers can see whose store ships from `state`, light enough to pay shipping. */
function productFrom(state: string) {
  const { db } = ctx.sandbox;
  const store = db
    .table('stores')
    .where((s) => s.shippingLocation?.state === state && s.firstApproval === true)[0];
  const product = db
    .table('products')
    .where(
      (p) =>
        p.storeId === store?.id &&
        p.approvalStatus === 'approved' &&
        (p.pricing[0]?.sellingPrice ?? 0) < 100_000 &&
        (p.weightUnit ?? 'kg') === 'kg',
    )[0];
  if (!product) throw new Error(`no product from ${state}`);
  return product;
}

describe('getDeliveryEstimate', () => {
  it('answers the window in business days, the fee of one unit, pay on delivery and the return window', async () => {
    const product = productFrom('Lagos');
    const lagos = await estimate(product.id, 'lagos state');
    expect(lagos).toMatchObject({
      productId: product.id,
      state: 'Lagos',
      shipsFrom: 'Lagos',
      zone: 'withinLagos',
      deliveryDays: { min: 1, max: 2 },
      earliestDay: '2026-11-02',
      latestDay: '2026-11-03',
      freeShippingFrom: 100_000,
      payOnDelivery: true,
      returnDays: 7,
    });
    const oyo = await estimate(product.id, 'Oyo');
    expect(oyo).toMatchObject({
      state: 'Oyo',
      zone: 'otherState',
      deliveryDays: { min: 3, max: 5 },
      earliestDay: '2026-11-04',
      latestDay: '2026-11-06',
      payOnDelivery: false,
    });
    const abuja = await estimate(product.id, 'Abuja');
    expect(abuja).toMatchObject({ state: 'FCT', zone: 'otherState', payOnDelivery: true });
  });

  it("prices one unit exactly as the cart's shipping fee does", async () => {
    const product = productFrom('Oyo');
    const customer = await ctx.login('customer@demo.test', 'customer');
    for (const state of ['Oyo', 'Lagos']) {
      const { data: cart } = await calculateShippingFee(customer, {
        body: { stateOrRegion: state, cartItems: [{ productId: product.id, quantity: 1 }] },
      });
      const one = await estimate(product.id, state);
      expect(one.shippingFee).toBe(cart.shippingFees[0]?.shippingFee);
      expect(one.deliveryDays).toEqual(cart.shippingFees[0]?.deliveryDays);
    }
    expect((await estimate(product.id, 'oyo')).zone).toBe('sameState');
  });

  it('refuses an unknown state (422) and a product customers cannot see (404)', async () => {
    const product = productFrom('Lagos');
    for (const [id, state, status] of [
      [product.id, 'Atlantis', 422],
      [product.id, ' ', 422],
      [999_999, 'Lagos', 404],
    ] as const) {
      const failure = await getDeliveryEstimate(ctx.client(), { path: { id }, query: { state } }).catch(
        (error: unknown) => error,
      );
      expect(isMarketplaceError(failure) && failure.status).toBe(status);
    }
  });
});
