import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponUsesLeft } from '../../src/domain/couponUsesLeft';
import { isCouponCustomer } from '../../src/domain/isCouponCustomer';

describe('couponUsesLeft', () => {
  it('counts down from the limit and stops at 0; no limit is null', () => {
    expect(couponUsesLeft(200, 37)).toBe(163);
    expect(couponUsesLeft(3, 3)).toBe(0);
    expect(couponUsesLeft(3, 5)).toBe(0);
    expect(couponUsesLeft(0, 12)).toBeNull();
    expect(couponUsesLeft(undefined, 0)).toBeNull();
  });

  it('uses left plus uses made is the limit while the limit is not passed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(200_000), (limit, used) => {
        const left = couponUsesLeft(limit, used);
        expect(left).not.toBeNull();
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(limit);
        if (used <= limit) expect((left ?? 0) + used).toBe(limit);
        else expect(left).toBe(0);
      }),
    );
  });
});

describe('isCouponCustomer', () => {
  const aisha = { id: 7, name: 'Aisha Bello' };

  it('lets anyone use an Everyone coupon, guests included', () => {
    expect(isCouponCustomer({ customerEligibility: 'Everyone' }, undefined)).toBe(true);
    expect(isCouponCustomer({}, 3)).toBe(true);
  });

  it('lets only the picked customers use a SpecificCustomers coupon', () => {
    const coupon = { customerEligibility: 'SpecificCustomers' as const, eligibleCustomers: [aisha] };
    expect(isCouponCustomer(coupon, 7)).toBe(true);
    expect(isCouponCustomer(coupon, 8)).toBe(false);
    expect(isCouponCustomer(coupon, undefined)).toBe(false);
    expect(isCouponCustomer({ customerEligibility: 'SpecificCustomers' }, 7)).toBe(false);
  });

  it('is true exactly for the ids listed (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 })),
        fc.integer({ min: 1, max: 500 }),
        (ids, who) => {
          const coupon = {
            customerEligibility: 'SpecificCustomers' as const,
            eligibleCustomers: ids.map((id) => ({ id, name: `Customer ${id}` })),
          };
          expect(isCouponCustomer(coupon, who)).toBe(ids.includes(who));
        },
      ),
    );
  });
});
