// Coupons: merchants and admins manage them; customers list, validate and apply them.
import {
  addToCart,
  applyCoupon,
  createCoupon,
  createOrder,
  deleteCoupon,
  getAllCoupons,
  getCart,
  getCustomerAddresses,
  getCustomerCoupons,
  getOneCoupon,
  getOrderDetails,
  type MarketplaceClient,
  removeCoupon,
  updateCoupon,
  validateCoupon,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../src/db/core';
import { SEED_CODES } from '../../../src/domains/commerce/seed/commerceSeedData';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, emptyCart, failure, refusal, seeded } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const data = seeded(ctx);

const form = {
  code: 'ANKARA20',
  discountMode: 'Code' as const,
  description: '20% off Ankara',
  discountType: 'Percent' as const,
  discountValue: 20,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  minRequireType: 'Amount' as const,
  minRequireValue: 10_000,
  usageLimit: 100,
  usageLimitPerUser: 1,
  customerEligibility: 'Everyone' as const,
  customerReward: 2000,
  rewardAppliesTo: 'Product',
  rewardValue: 20,
};

/** A demo-merchant product by name. */
const demoProduct = (pattern: RegExp): ProductRow => {
  const found = data
    .db()
    .table('products')
    .find(
      (p) =>
        p.merchantId === data.demoMerchantId() && p.approvalStatus === 'approved' && pattern.test(p.name),
    );
  if (!found) throw new Error(`no demo product ${pattern}`);
  return found;
};
const price = (p: ProductRow) => p.pricing[0]?.sellingPrice ?? 0;

/** The server cart's lines as the checkout calls send them. */
async function cartLines(customer: MarketplaceClient) {
  const { data: cart } = await getCart(customer);
  return cart.cartItemsList.map((i) => ({
    productId: i.id,
    merchantId: i.merchantId,
    sku: i.productVariant.sku,
    quantity: i.productVariant.quantity,
    sellingPrice: i.pricing[0]?.sellingPrice,
  }));
}

describe('managing coupons', () => {
  it("lists a merchant's own coupons only, all of them for an admin, paged; not for a dispatcher", async () => {
    const merchantId = data.demoMerchantId();
    const { data: own } = await getAllCoupons(await login.merchant());
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((c) => c.merchantId === merchantId)).toBe(true);
    expect(own.count).toBe(
      data
        .db()
        .table('coupons')
        .where((c) => c.merchantId === merchantId).length,
    );
    const admin = await login.admin();
    const { data: all } = await getAllCoupons(admin, { query: { limit: 5, offset: 0 } });
    expect([all.count, all.rows.length]).toEqual([data.db().table('coupons').size, 5]);
    const { data: next } = await getAllCoupons(admin, { query: { limit: 5, offset: 5 } });
    expect(next.rows.map((c) => c.id).some((id) => all.rows.some((c) => c.id === id))).toBe(false);
    expect((await refusal(getAllCoupons(await login.dispatcher())))[0]).toBe(403);
  });

  it('creates a merchant coupon that the list and get then show, with its percentage rows', async () => {
    const merchant = await login.merchant();
    const dress = demoProduct(/dress/i);
    const { data: created, status } = await createCoupon(merchant, {
      body: { ...form, spendAppliesTo: 'Product', spendAppliesToId: [{ id: dress.id, name: dress.name }] },
    });
    expect([status, created.merchantId, created.code]).toEqual([201, data.demoMerchantId(), 'ANKARA20']);
    // The spec's defaults fill what the form left out.
    expect([created.customerReward, created.rewardValue, created.rewardAppliesTo]).toEqual([
      2000,
      20,
      'Product',
    ]);
    const { data: one } = await getOneCoupon(merchant, { path: { id: created.id } });
    expect(one.percentageCoupons).toMatchObject([
      { couponId: created.id, productId: dress.id, discountValue: 20 },
    ]);
    expect(one.fixedCoupons).toEqual([]);
    const { data: list } = await getAllCoupons(merchant);
    expect(list.rows[0]?.id).toBe(created.id);
  });

  it('lets an admin create a platform coupon; a scheduler may not', async () => {
    const { data: created } = await createCoupon(await login.admin(), {
      body: { ...form, code: 'PLATFORM5', discountType: 'Fixed', discountValue: 500 },
    });
    expect(created.merchantId).toBeUndefined();
    const { data: one } = await getOneCoupon(await login.superadmin(), { path: { id: created.id } });
    expect(one.fixedCoupons).toMatchObject([{ discountValue: 500 }]);
    expect(
      (await refusal(createCoupon(await login.scheduler(), { body: { ...form, code: 'NOPE5' } })))[0],
    ).toBe(403);
  });

  it('refuses a taken code (any case), a Code coupon without code, reversed dates, a percent above 100 and foreign products', async () => {
    const merchant = await login.merchant();
    expect(await refusal(createCoupon(merchant, { body: { ...form, code: 'welcome10' } }))).toEqual([
      400,
      'A coupon with this code already exists',
    ]);
    const noCode = await failure(createCoupon(merchant, { body: { ...form, code: undefined } }));
    expect([noCode.status, noCode.fieldErrors[0]?.field, noCode.message]).toEqual([
      422,
      'code',
      'Code is required for a Code coupon',
    ]);
    const dates = await failure(
      createCoupon(merchant, { body: { ...form, startDate: '2026-12-01', endDate: '2026-11-01' } }),
    );
    expect([dates.status, dates.fieldErrors[0]?.field]).toEqual([422, 'endDate']);
    expect((await failure(createCoupon(merchant, { body: { ...form, discountValue: 150 } }))).status).toBe(
      422,
    );
    const foreign = data.product((p) => p.merchantId !== data.demoMerchantId());
    const error = await failure(
      createCoupon(merchant, {
        body: {
          ...form,
          spendAppliesTo: 'Product',
          spendAppliesToId: [{ id: foreign.id, name: foreign.name }],
        },
      }),
    );
    expect([error.status, error.message]).toEqual([422, `Product ${foreign.id} is not in your store`]);
  });

  it('updates a coupon with the whole form; a following get shows it; not another merchant’s; 404 for unknown', async () => {
    const merchant = await login.merchant();
    const coupon = data.coupon(SEED_CODES.fixed);
    const { data: updated } = await updateCoupon(merchant, {
      path: { id: coupon.id },
      body: {
        ...form,
        code: coupon.code,
        discountType: 'Fixed',
        discountValue: 2500,
        description: '₦2,500 off',
      },
    });
    expect([updated.discountValue, updated.code]).toEqual([2500, SEED_CODES.fixed]);
    expect((await getOneCoupon(merchant, { path: { id: coupon.id } })).data).toMatchObject({
      discountValue: 2500,
      description: '₦2,500 off',
    });
    expect(
      await refusal(updateCoupon(await login.otherMerchant(), { path: { id: coupon.id }, body: form })),
    ).toEqual([403, 'You can only manage your own coupons']);
    expect(await refusal(updateCoupon(merchant, { path: { id: 99_999 }, body: form }))).toEqual([
      404,
      'Coupon not found',
    ]);
    // An admin may update any coupon; it stays the merchant's.
    const { data: byAdmin } = await updateCoupon(await login.admin(), {
      path: { id: coupon.id },
      body: { ...form, code: coupon.code },
    });
    expect(byAdmin.merchantId).toBe(data.demoMerchantId());
  });

  it('deletes a coupon (then 404) but not another merchant’s', async () => {
    const merchant = await login.merchant();
    const coupon = data.coupon(SEED_CODES.future);
    expect((await refusal(deleteCoupon(await login.otherMerchant(), { path: { id: coupon.id } })))[0]).toBe(
      403,
    );
    const { data: deleted } = await deleteCoupon(merchant, { path: { id: coupon.id } });
    expect(deleted.id).toBe(coupon.id);
    expect(await refusal(getOneCoupon(merchant, { path: { id: coupon.id } }))).toEqual([
      404,
      'Coupon not found',
    ]);
    expect(await refusal(deleteCoupon(merchant, { path: { id: coupon.id } }))).toEqual([
      404,
      'Coupon not found',
    ]);
  });
});

describe('validating a code', () => {
  it("checks WELCOME10 against the customer's cart: 10% of each line", async () => {
    const customer = await login.customer();
    const { data: cart } = await getCart(customer);
    const { data: result, serverMessage } = await validateCoupon(customer, {
      body: { code: SEED_CODES.welcome },
    });
    const expected = cart.cartItemsList.reduce(
      (sum, i) =>
        sum +
        Math.round(
          (i.productVariant.quantity * Math.round((i.pricing[0]?.sellingPrice ?? 0) * 100) * 10) / 100,
        ),
      0,
    );
    expect(result).toMatchObject({
      valid: true,
      code: SEED_CODES.welcome,
      discountType: 'Percent',
      discountValue: 10,
      discount: expected / 100,
    });
    expect(serverMessage).toBe('Coupon is valid');
  });

  it('refuses unknown, expired, not yet started, used up and not-for-you codes with 400 and the reason', async () => {
    const customer = await login.customer();
    const check = (code: string) => refusal(validateCoupon(customer, { body: { code } }));
    expect(await check('NOSUCHCODE')).toEqual([400, 'Invalid coupon code']);
    expect(await check(SEED_CODES.expired)).toEqual([400, 'Coupon has expired']);
    expect(await check(SEED_CODES.future)).toEqual([400, 'Coupon is not active yet']);
    expect(await check(SEED_CODES.usedUp)).toEqual([400, 'Coupon usage limit reached']);
    expect(await check(SEED_CODES.vip)).toEqual([400, 'This coupon is not available to you']);
  });

  it('answers valid false with the reason when the cart does not meet the minimum', async () => {
    const customer = await login.customer();
    const blouse = demoProduct(/blouse/i);
    const { data: result, serverMessage } = await validateCoupon(customer, {
      body: { code: SEED_CODES.fixed.toLowerCase(), cartItems: [{ productId: blouse.id, quantity: 1 }] },
    });
    expect([result.valid, result.discount]).toEqual([false, 0]);
    expect(serverMessage).toBe('Minimum order amount is ₦20,000.00');
  });

  it('lets a customer a SpecificCustomers coupon names use it', async () => {
    const vip = await login.otherCustomer();
    const dress = demoProduct(/dress/i);
    const { data: result } = await validateCoupon(vip, {
      body: { code: SEED_CODES.vip, cartItems: [{ productId: dress.id, quantity: 1 }] },
    });
    expect(result.discount).toBe(price(dress) * 0.2);
  });
});

describe('applying a code', () => {
  it('applies WELCOME10 to the cart with the server’s message; the cart then carries it; twice is refused', async () => {
    const customer = await login.customer();
    const cartItems = await cartLines(customer);
    const { data: applied, serverMessage } = await applyCoupon(customer, {
      body: { code: SEED_CODES.welcome, cartItems },
    });
    expect(serverMessage).toBe('Coupon applied successfully');
    expect(applied.appliedDiscountCodes).toEqual([SEED_CODES.welcome]);
    expect(applied.discount).toBeGreaterThan(0);
    expect(applied.totalAfterDiscount).toBe(
      Math.round((applied.cartTotal ?? 0) * 100 - applied.discount * 100) / 100,
    );
    expect(applied.discountedProduct?.every((d) => d.code === SEED_CODES.welcome)).toBe(true);
    const { data: cart } = await getCart(customer);
    expect([cart.appliedDiscountCodes, cart.discount]).toEqual([[SEED_CODES.welcome], applied.discount]);
    expect(await refusal(applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } }))).toEqual([
      400,
      'Coupon already applied',
    ]);
  });

  it('refuses a code whose minimum the cart does not meet, with the amount in naira', async () => {
    const customer = await login.customer();
    const blouse = demoProduct(/blouse/i);
    expect(
      await refusal(
        applyCoupon(customer, {
          body: { code: SEED_CODES.fixed, cartItems: [{ productId: blouse.id, quantity: 1 }] },
        }),
      ),
    ).toEqual([400, 'Minimum order amount is ₦20,000.00']);
  });

  it('BuyXGetY: spending ₦30,000 gives 50% off one blouse, listed in rewardProductsIds', async () => {
    const customer = await login.customer();
    const blouse = demoProduct(/blouse/i);
    const gown = demoProduct(/gown/i);
    const short = await refusal(
      applyCoupon(customer, {
        body: { code: SEED_CODES.buyXGetY, cartItems: [{ productId: blouse.id, quantity: 1 }] },
      }),
    );
    expect(short).toEqual([400, 'Spend ₦30,000.00 on qualifying items to get this reward']);
    const withoutReward = await refusal(
      applyCoupon(customer, {
        body: { code: SEED_CODES.buyXGetY, cartItems: [{ productId: gown.id, quantity: 2 }] },
      }),
    );
    expect(withoutReward).toEqual([400, 'Add the reward product to your cart to get this reward']);
    const cartItems = [
      { productId: gown.id, quantity: 1 },
      { productId: blouse.id, quantity: 2 },
    ];
    const { data: applied } = await applyCoupon(customer, { body: { code: SEED_CODES.buyXGetY, cartItems } });
    expect(applied.rewardProductsIds).toEqual([blouse.id]);
    expect(applied.discount).toBe(price(blouse) / 2);
  });

  it('Quantity minimum: TRIO15 needs three items of the category', async () => {
    const customer = await login.customer();
    const dress = demoProduct(/dress/i);
    expect(
      await refusal(
        applyCoupon(customer, {
          body: { code: SEED_CODES.quantity, cartItems: [{ productId: dress.id, quantity: 2 }] },
        }),
      ),
    ).toEqual([400, 'Minimum quantity is 3 items']);
    const { data: applied } = await applyCoupon(customer, {
      body: { code: SEED_CODES.quantity, cartItems: [{ productId: dress.id, quantity: 3 }] },
    });
    expect(applied.discount).toBe(Math.round(price(dress) * 3 * 15) / 100);
  });

  it('one coupon per store: a second code of the store replaces the first; a platform code adds up', async () => {
    const customer = await login.customer();
    const dress = demoProduct(/dress/i);
    const cartItems = [{ productId: dress.id, quantity: 3 }];
    await applyCoupon(customer, { body: { code: SEED_CODES.quantity, cartItems } });
    const { data: replaced, serverMessage } = await applyCoupon(customer, {
      body: { code: SEED_CODES.fixed, cartItems },
    });
    expect(serverMessage).toBe(`Coupon applied successfully (replaces ${SEED_CODES.quantity})`);
    expect([replaced.appliedDiscountCodes, replaced.discount]).toEqual([[SEED_CODES.fixed], 2000]);
    const { data: both } = await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
    expect(both.appliedDiscountCodes).toEqual([SEED_CODES.fixed, SEED_CODES.welcome]);
    // 10% of what the ₦2,000 left.
    expect(both.discount).toBe(2000 + Math.round((price(dress) * 3 - 2000) * 10) / 100);
  });

  it("applies the store's Automatic coupon by itself once the cart reaches its minimum", async () => {
    const customer = await login.customer();
    emptyCart(ctx, data.user('customer@demo.test').id);
    const kaftan = demoProduct(/kaftan/i);
    const units = Math.ceil(150_000 / price(kaftan));
    await addToCart(customer, { body: { productId: kaftan.id, quantity: units } });
    const { data: cart } = await getCart(customer);
    expect([cart.discount, cart.appliedDiscountCodes]).toEqual([5000, []]);
    expect(cart.discountedProduct).toEqual([
      {
        productId: kaftan.id,
        merchantId: data.demoMerchantId(),
        discount: 5000,
        discountedPrice: price(kaftan) * units - 5000,
      },
    ]);
  });

  it('counts a use at checkout, so the per-customer limit then refuses it', async () => {
    const customer = await login.customer();
    const cartItems = await cartLines(customer);
    await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
    const [address] = (await getCustomerAddresses(customer)).data;
    if (!address) throw new Error('no address');
    await createOrder(customer, {
      body: {
        orderItems: cartItems.map(({ productId, quantity, sku }) => ({
          productId,
          quantity,
          ...(sku ? { sku } : {}),
        })),
        deliveryAddressId: address.id,
        appliedDiscountCodes: [SEED_CODES.welcome],
      },
    });
    const usage = data
      .db()
      .table('couponUsages')
      .where((u) => u.couponId === data.coupon(SEED_CODES.welcome).id);
    expect(usage.map((u) => u.customerId)).toEqual([data.user('customer@demo.test').id]);
    expect(
      await refusal(validateCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } })),
    ).toEqual([400, 'You have already used this coupon the maximum number of times']);
    expect((await getCart(customer)).data.appliedDiscountCodes).toEqual([]);
  });

  it('shows the code on the order it discounted, and the use and uses left on the coupon', async () => {
    const welcome = data.coupon(SEED_CODES.welcome);
    const admin = await login.admin();
    const listed = async () =>
      (await getAllCoupons(admin, { query: { limit: 100 } })).data.rows.find((c) => c.id === welcome.id);
    const before = await listed();
    expect(before?.usesLeft).toBe((welcome.usageLimit ?? 0) - (before?.timesUsed ?? 0));
    const customer = await login.customer();
    const cartItems = await cartLines(customer);
    await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
    const [address] = (await getCustomerAddresses(customer)).data;
    if (!address) throw new Error('no address');
    await createOrder(customer, {
      body: {
        orderItems: cartItems.map(({ productId, quantity, sku }) => ({
          productId,
          quantity,
          ...(sku ? { sku } : {}),
        })),
        deliveryAddressId: address.id,
        appliedDiscountCodes: [SEED_CODES.welcome],
      },
    });
    const [usage] = data
      .db()
      .table('couponUsages')
      .where((u) => u.couponId === welcome.id && u.customerId === data.user('customer@demo.test').id);
    expect(usage?.orderIds.length).toBeGreaterThan(0);
    for (const orderId of usage?.orderIds ?? []) {
      const { data: order } = await getOrderDetails(customer, { path: { id: orderId } });
      expect(order.couponCodes).toEqual([SEED_CODES.welcome]);
      expect(order.discount).toBeGreaterThan(0);
    }
    const after = await listed();
    expect(after?.timesUsed).toBe((before?.timesUsed ?? 0) + 1);
    expect(after?.usesLeft).toBe((before?.usesLeft ?? 0) - 1);
  });
});

describe('coupons for specific customers', () => {
  const tunde = () => data.user('tunde.bakare@example.com');
  const specific = (eligibleCustomers: { id: number; name: string }[]) => ({
    ...form,
    code: 'TUNDE5',
    discountValue: 5,
    minRequireValue: 0,
    startDate: '2026-01-01',
    endDate: '2030-12-31',
    customerEligibility: 'SpecificCustomers' as const,
    eligibleCustomers,
  });

  it('lets only the customers picked use it; the coupon names them', async () => {
    const merchant = await login.merchant();
    const { data: created } = await createCoupon(merchant, {
      body: specific([{ id: tunde().id, name: 'typed by the picker' }]),
    });
    expect(created.eligibleCustomers).toEqual([{ id: tunde().id, name: 'Tunde Bakare' }]);
    expect((await getOneCoupon(merchant, { path: { id: created.id } })).data.eligibleCustomers).toEqual([
      { id: tunde().id, name: 'Tunde Bakare' },
    ]);
    const dress = demoProduct(/dress/i);
    const body = { code: 'TUNDE5', cartItems: [{ productId: dress.id, quantity: 1 }] };
    expect((await validateCoupon(await login.otherCustomer(), { body })).data.valid).toBe(true);
    expect(await refusal(validateCoupon(await login.customer(), { body }))).toEqual([
      400,
      'This coupon is not available to you',
    ]);
    // Back to Everyone: the list is dropped and anyone may use it.
    const { data: open } = await updateCoupon(merchant, {
      path: { id: created.id },
      body: { ...specific([{ id: tunde().id, name: 'Tunde' }]), customerEligibility: 'Everyone' },
    });
    expect(open.eligibleCustomers).toEqual([]);
    expect((await validateCoupon(await login.customer(), { body })).data.valid).toBe(true);
  });

  it('refuses specific customers with nobody picked, or someone who is not a customer, on eligibleCustomers', async () => {
    const merchant = await login.merchant();
    const none = await failure(createCoupon(merchant, { body: specific([]) }));
    expect([none.status, none.fieldErrors[0]?.field, none.message]).toEqual([
      422,
      'eligibleCustomers',
      'Pick at least one customer for this coupon',
    ]);
    const staff = data.user('merchant@demo.test');
    const wrong = await failure(createCoupon(merchant, { body: specific([{ id: staff.id, name: 'x' }]) }));
    expect([wrong.status, wrong.fieldErrors[0]?.field]).toEqual([422, 'eligibleCustomers']);
  });
});

describe('coupons that may apply', () => {
  it('shows guests the active Everyone coupons of the given store (and the platform’s)', async () => {
    const { data: coupons } = await getCustomerCoupons(ctx.client(), {
      body: { merchantIds: [data.demoMerchantId()] },
    });
    const codes = coupons.map((c) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining([SEED_CODES.welcome, SEED_CODES.fixed, SEED_CODES.buyXGetY]),
    );
    for (const hidden of [SEED_CODES.vip, SEED_CODES.expired, SEED_CODES.future, SEED_CODES.usedUp])
      expect(codes).not.toContain(hidden);
    expect(coupons.every((c) => c.merchantId === undefined || c.merchantId === data.demoMerchantId())).toBe(
      true,
    );
  });

  it('shows a named customer their SpecificCustomers coupon, filtered by the products asked about', async () => {
    const dress = demoProduct(/dress/i);
    const { data: coupons } = await getCustomerCoupons(await login.otherCustomer(), {
      body: { productIds: [dress.id] },
    });
    expect(coupons.map((c) => c.code)).toContain(SEED_CODES.vip);
    const other = data.product((p) => p.merchantId !== data.demoMerchantId());
    const { data: elsewhere } = await getCustomerCoupons(await login.otherCustomer(), {
      body: { productIds: [other.id] },
    });
    expect(elsewhere.every((c) => c.merchantId === undefined || c.merchantId === other.merchantId)).toBe(
      true,
    );
  });
});

describe('removing a code', () => {
  it('takes a code off the cart and prices the codes left again; the cart then shows it', async () => {
    const customer = await login.customer();
    const dress = demoProduct(/dress/i);
    const cartItems = [{ productId: dress.id, quantity: 3 }];
    await applyCoupon(customer, { body: { code: SEED_CODES.fixed, cartItems } });
    await applyCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
    const { data: left, serverMessage } = await removeCoupon(customer, {
      body: { code: 'adaeze2k', cartItems },
    });
    expect(serverMessage).toBe(`Coupon ${SEED_CODES.fixed} removed`);
    expect(left.appliedDiscountCodes).toEqual([SEED_CODES.welcome]);
    // 10% of the whole cart now that the ₦2,000 is gone.
    expect(left.discount).toBe(Math.round(price(dress) * 3 * 10) / 100);
    expect(left.totalAfterDiscount).toBe(price(dress) * 3 - left.discount);
    const { data: none } = await removeCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } });
    expect([none.appliedDiscountCodes, none.discount, none.discountedProduct]).toEqual([[], 0, []]);
  });

  it('refuses a code that is not applied, and a guest', async () => {
    const customer = await login.customer();
    const cartItems = await cartLines(customer);
    expect(await refusal(removeCoupon(customer, { body: { code: SEED_CODES.welcome, cartItems } }))).toEqual([
      400,
      'Coupon is not applied to your cart',
    ]);
    expect(
      (await failure(removeCoupon(ctx.client('customer'), { body: { code: 'X', cartItems } }))).status,
    ).toBe(401);
  });
});
