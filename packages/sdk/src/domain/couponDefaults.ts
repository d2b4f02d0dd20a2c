/** The ways a coupon discounts (spec sections 3 and 9). */
export const COUPON_DISCOUNT_TYPES = ['Percent', 'Fixed', 'BuyXGetY'] as const;

/** How a coupon discounts: `Percent`, `Fixed` or `BuyXGetY`. */
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** One product, category or collection a coupon applies to. */
export interface CouponTargetValue {
  id: number;
  name: string;
}

/**
 * The coupon form (spec section 3 "Coupon"). `Code`, `None`, `Quantity` and `SpecificCustomers` are the
 * contract's inferred values beside the spec's `Automatic`, `Amount` and `Everyone`.
 */
export interface CouponFormValues {
  code?: string;
  discountMode: 'Automatic' | 'Code';
  description: string;
  discountType: CouponDiscountType;
  discountValue: number;
  /** YYYY-MM-DD, or `''` before one is picked. */
  startDate: string;
  /** YYYY-MM-DD, or `''` before one is picked. */
  endDate: string;
  spendAppliesTo: string;
  spendAppliesToId: CouponTargetValue[];
  minRequireType: 'None' | 'Amount' | 'Quantity';
  minRequireValue: number;
  usageLimit: number;
  usageLimitPerUser: number;
  customerEligibility: 'Everyone' | 'SpecificCustomers';
  /** For `SpecificCustomers`: the customers who may use it (inferred). */
  eligibleCustomers: CouponTargetValue[];
  customerReward: number;
  rewardAppliesTo: string;
  rewardAppliesToId: CouponTargetValue[];
  rewardValue: number;
}

/**
 * The coupon form's initial values (spec sections 3 and 9): discountMode Automatic, discountType
 * Percent, minRequireType Amount, customerEligibility Everyone, customerReward 2000, rewardAppliesTo
 * Product, rewardValue 20; text fields empty and numbers 0 elsewhere. Frozen, lists included; use
 * {@link createCouponForm} for a form to edit.
 *
 * @example
 * COUPON_DEFAULTS.customerReward; // 2000
 */
export const COUPON_DEFAULTS: Readonly<
  Omit<CouponFormValues, 'spendAppliesToId' | 'rewardAppliesToId' | 'eligibleCustomers'> & {
    spendAppliesToId: readonly CouponTargetValue[];
    rewardAppliesToId: readonly CouponTargetValue[];
    eligibleCustomers: readonly CouponTargetValue[];
  }
> = Object.freeze({
  discountMode: 'Automatic',
  description: '',
  discountType: 'Percent',
  discountValue: 0,
  startDate: '',
  endDate: '',
  spendAppliesTo: '',
  spendAppliesToId: Object.freeze([]),
  minRequireType: 'Amount',
  minRequireValue: 0,
  usageLimit: 0,
  usageLimitPerUser: 0,
  customerEligibility: 'Everyone',
  eligibleCustomers: Object.freeze([]),
  customerReward: 2000,
  rewardAppliesTo: 'Product',
  rewardAppliesToId: Object.freeze([]),
  rewardValue: 20,
});

/**
 * A fresh, editable coupon form: {@link COUPON_DEFAULTS} with `overrides` on top, lists copied so that
 * editing the form never touches the defaults or the overrides. This is the "reset to defaults" after a
 * coupon is created (spec section 4).
 *
 * @example
 * const form = createCouponForm({ discountType: 'Fixed', discountValue: 500 });
 * form.spendAppliesToId.push({ id: 3, name: 'Shoes' }); // COUPON_DEFAULTS is unchanged
 */
export function createCouponForm(overrides: Partial<CouponFormValues> = {}): CouponFormValues {
  const form = { ...COUPON_DEFAULTS, ...overrides };
  return {
    ...form,
    spendAppliesToId: form.spendAppliesToId.map((target) => ({ ...target })),
    rewardAppliesToId: form.rewardAppliesToId.map((target) => ({ ...target })),
    eligibleCustomers: form.eligibleCustomers.map((customer) => ({ ...customer })),
  };
}
