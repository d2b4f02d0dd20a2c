import { COUPON_DEFAULTS, createCouponForm } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { couponRequestBody } from '../../src/forms/couponRequestBody';

describe('couponRequestBody', () => {
  it('sends the code trimmed, and every other field as the form holds it', () => {
    const body = couponRequestBody(
      createCouponForm({ code: ' HARMATTAN15 ', discountMode: 'Code', minRequireValue: 10000 }),
    );
    expect(body).toMatchObject({
      code: 'HARMATTAN15',
      discountMode: 'Code',
      minRequireValue: 10000,
      rewardValue: COUPON_DEFAULTS.rewardValue,
      customerReward: COUPON_DEFAULTS.customerReward,
    });
  });

  it('leaves the code out when it is blank (an Automatic coupon has none)', () => {
    expect(Object.hasOwn(couponRequestBody(createCouponForm({ code: '   ' })), 'code')).toBe(false);
    expect(Object.hasOwn(couponRequestBody(createCouponForm()), 'code')).toBe(false);
  });

  it('sends the picked customers for SpecificCustomers only', () => {
    const aisha = { id: 7, name: 'Aisha Bello' };
    const picked = createCouponForm({ customerEligibility: 'SpecificCustomers', eligibleCustomers: [aisha] });
    expect(couponRequestBody(picked).eligibleCustomers).toEqual([aisha]);
    const everyone = createCouponForm({ customerEligibility: 'Everyone', eligibleCustomers: [aisha] });
    expect(couponRequestBody(everyone).eligibleCustomers).toEqual([]);
  });
});
