import { type Entity, formatMoney } from '@marketplace/sdk';

/** A coupon as the customer's list answers it. */
export type CartCoupon = Entity<'Coupon'>;

/**
 * What a coupon gives, in the shopper's words: "10% off", "₦2,000.00 off", or for a buy-X-get-Y coupon
 * "Spend ₦30,000.00, get 50% off".
 *
 * @example
 * couponOffer({ discountType: 'Percent', discountValue: 10, ... }); // '10% off'
 */
export function couponOffer(coupon: CartCoupon): string {
  if (coupon.discountType === 'Percent') return `${coupon.discountValue}% off`;
  if (coupon.discountType === 'Fixed') return `${formatMoney(coupon.discountValue)} off`;
  const spend = coupon.customerReward ?? 2000;
  return `Spend ${formatMoney(spend)}, get ${coupon.rewardValue ?? 20}% off`;
}

/**
 * The minimum a cart must meet, or undefined when there is none: "Minimum order ₦20,000.00",
 * "At least 3 items"; for a store's coupon, counted on that store's items only (as the server counts it):
 * "Minimum ₦20,000.00 of Adaeze Styles' items", "At least 3 of Naija Gadgets Hub's items".
 *
 * @example
 * couponMinimum({ minRequireType: 'Quantity', minRequireValue: 3, ... }); // 'At least 3 items'
 * couponMinimum({ merchantId: 4, minRequireValue: 20000, ... }, 'Adaeze Styles'); // "Minimum ₦20,000.00 of Adaeze Styles' items"
 */
export function couponMinimum(coupon: CartCoupon, storeName?: string): string | undefined {
  const value = coupon.minRequireValue ?? 0;
  if (coupon.minRequireType === 'None' || value <= 0) return undefined;
  const store = coupon.merchantId !== undefined && storeName ? possessive(storeName) : undefined;
  if (coupon.minRequireType === 'Quantity') {
    return store
      ? `At least ${value} of ${store} items`
      : `At least ${value} ${value === 1 ? 'item' : 'items'}`;
  }
  return store ? `Minimum ${formatMoney(value)} of ${store} items` : `Minimum order ${formatMoney(value)}`;
}

/** "Adaeze Styles'" or "Naija Gadgets Hub's". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

const DAY = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A coupon's last day (YYYY-MM-DD, a calendar day: never shifted through a time zone) as "1 Dec 2026".
 *
 * @example
 * couponDay('2026-12-01'); // '1 Dec 2026'
 */
export function couponDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}
