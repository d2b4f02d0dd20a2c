import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_DEFAULTS, COUPON_DISCOUNT_TYPES, createCouponForm } from '../../src/domain/couponDefaults';

describe('COUPON_DEFAULTS', () => {
  it('holds the initial values of spec sections 3 and 9', () => {
    expect(COUPON_DEFAULTS).toEqual({
      discountMode: 'Automatic',
      description: '',
      discountType: 'Percent',
      discountValue: 0,
      startDate: '',
      endDate: '',
      spendAppliesTo: '',
      spendAppliesToId: [],
      minRequireType: 'Amount',
      minRequireValue: 0,
      usageLimit: 0,
      usageLimitPerUser: 0,
      customerEligibility: 'Everyone',
      eligibleCustomers: [],
      customerReward: 2000,
      rewardAppliesTo: 'Product',
      rewardAppliesToId: [],
      rewardValue: 20,
    });
  });

  it('is frozen, lists included', () => {
    expect(Object.isFrozen(COUPON_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(COUPON_DEFAULTS.spendAppliesToId)).toBe(true);
    expect(Object.isFrozen(COUPON_DEFAULTS.rewardAppliesToId)).toBe(true);
    expect(Object.isFrozen(COUPON_DEFAULTS.eligibleCustomers)).toBe(true);
  });

  it('lists the three discount types', () => {
    expect(COUPON_DISCOUNT_TYPES).toEqual(['Percent', 'Fixed', 'BuyXGetY']);
  });
});

describe('createCouponForm', () => {
  it('gives the defaults in a fresh, editable form', () => {
    const form = createCouponForm();
    expect(form).toEqual(COUPON_DEFAULTS);
    expect(form).not.toBe(COUPON_DEFAULTS);
    form.spendAppliesToId.push({ id: 3, name: 'Shoes' });
    form.rewardAppliesToId.push({ id: 4, name: 'Socks' });
    form.customerReward = 1;
    expect(COUPON_DEFAULTS.spendAppliesToId).toEqual([]);
    expect(COUPON_DEFAULTS.rewardAppliesToId).toEqual([]);
    expect(createCouponForm()).toEqual(COUPON_DEFAULTS);
  });

  it('applies overrides and copies their lists', () => {
    const targets = [{ id: 3, name: 'Shoes' }];
    const form = createCouponForm({ discountType: 'Fixed', discountValue: 500, spendAppliesToId: targets });
    expect(form).toEqual({
      ...COUPON_DEFAULTS,
      discountType: 'Fixed',
      discountValue: 500,
      spendAppliesToId: targets,
    });
    expect(form.spendAppliesToId).not.toBe(targets);
    expect(form.spendAppliesToId[0]).not.toBe(targets[0]);
  });

  it('resets to the defaults whatever the previous form held', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            description: fc.string(),
            discountType: fc.constantFrom(...COUPON_DISCOUNT_TYPES),
            discountValue: fc.nat(),
            spendAppliesToId: fc.array(fc.record({ id: fc.nat(), name: fc.string() })),
          },
          { requiredKeys: [] },
        ),
        (overrides) => {
          const edited = createCouponForm(overrides);
          edited.spendAppliesToId.push({ id: 1, name: 'x' });
          expect(createCouponForm()).toEqual(COUPON_DEFAULTS);
        },
      ),
    );
  });
});
