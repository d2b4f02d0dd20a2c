import type { Entities } from '../client/entities';

/** What {@link isCouponCustomer} reads of a coupon. */
export type CouponEligibility = Pick<Entities['Coupon'], 'customerEligibility' | 'eligibleCustomers'>;

/**
 * Whether a customer may use a coupon by its eligibility: anyone for `Everyone` (or unset); for
 * `SpecificCustomers` only a signed-in customer among `eligibleCustomers` (a guest or an empty list: nobody).
 * The sandbox refuses a code with `This coupon is not available to you` by this rule.
 *
 * @example
 * isCouponCustomer({ customerEligibility: 'SpecificCustomers', eligibleCustomers: [{ id: 7, name: 'Aisha Bello' }] }, 7); // true
 * isCouponCustomer({ customerEligibility: 'SpecificCustomers', eligibleCustomers: [] }, 7); // false
 */
export function isCouponCustomer(coupon: CouponEligibility, customerId: number | undefined): boolean {
  if (coupon.customerEligibility !== 'SpecificCustomers') return true;
  if (customerId === undefined) return false;
  return (coupon.eligibleCustomers ?? []).some((customer) => customer.id === customerId);
}
