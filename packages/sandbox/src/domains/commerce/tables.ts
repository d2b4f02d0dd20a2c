// The commerce domain's own tables: carts, coupons and their usages, gift cards and their activity log,
// and the card payments started with the (simulated) card payment provider.
import '../../db/core';
import '../../db/identity';
import type { S } from './types';

/** One line of a server-side cart: a product and its chosen variant, with the units wanted. */
export interface CartLineRow {
  /** The product's id. */
  id: number;
  /** The chosen variant (`sku`) and the number of units in the cart (`quantity`). */
  productVariant: { sku?: string; quantity: number };
  addedAt: string;
}

/** A customer's cart on the server (one per customer). */
export interface CartRow {
  id: number;
  customerId: number;
  items: CartLineRow[];
  /** Coupon codes applied with apply-coupon, in the order applied. */
  appliedCodes: string[];
  /** Gift cards applied with gift-card/pay, in the order applied. */
  giftCardIds: number[];
  /** The address chosen with calculate-shipping-fee; the default address when unset. */
  selectedAddressId?: number | null;
  updatedAt: string;
}

/** A coupon: the contract's fields plus who may use it. */
export interface CouponRow
  extends Omit<
    S['Coupon'],
    'id' | 'percentageCoupons' | 'fixedCoupons' | 'eligibleCustomers' | 'timesUsed' | 'usesLeft'
  > {
  id: number;
  /** The merchant whose products it discounts; absent for a platform coupon made by an admin. */
  merchantId?: number;
  /** For `SpecificCustomers`: the customers picked (`eligibleCustomers` ids); nobody else may use it. */
  customerIds?: number[];
  createdAt: string;
  updatedAt: string;
}

/** One row of a coupon's `percentageCoupons` or `fixedCoupons` list. */
export interface CouponEntryRow {
  id: number;
  couponId: number;
  kind: 'percent' | 'fixed';
  productId?: number;
  discountValue: number;
  createdAt: string;
}

/** One use of a coupon by a customer at checkout (counted against the usage limits). */
export interface CouponUsageRow {
  id: number;
  couponId: number;
  customerId: number;
  orderIds: number[];
  discount: number;
  createdAt: string;
}

/** A gift card (the contract's fields) and the payment that bought it. */
export interface GiftCardRow extends Omit<S['GiftCard'], 'id'> {
  id: number;
  customerId: number;
  /** Reference of the card payment that buys it (gift-card/purchase). */
  paymentReference?: string;
  createdAt: string;
  updatedAt: string;
}

/** One event of a gift card's life. */
export interface GiftCardActivityRow extends Omit<S['GiftCardActivity'], 'id'> {
  id: number;
}

/** A card payment started with the card payment provider: for orders, or for a gift card. */
export interface PaymentRow {
  id: number;
  reference: string;
  kind: 'order' | 'giftCard' | 'plan';
  /** The payer: the customer, or the merchant paying for a plan. */
  customerId: number;
  amount: number;
  orderIds: number[];
  giftCardId?: number;
  /** The pricing plan a merchant pays for (`plan`). */
  pricingPlanId?: number;
  email: string;
  authorizationUrl: string;
  accessCode: string;
  callbackUrl?: string;
  status: 'pending' | 'success' | 'failed';
  /** Why the provider declined it (`failed`). */
  reason?: string;
  transactionId?: number;
  createdAt: string;
  updatedAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    carts: CartRow;
    coupons: CouponRow;
    couponEntries: CouponEntryRow;
    couponUsages: CouponUsageRow;
    giftCards: GiftCardRow;
    giftCardActivities: GiftCardActivityRow;
    payments: PaymentRow;
  }
}
