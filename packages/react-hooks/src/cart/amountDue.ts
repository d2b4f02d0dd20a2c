import { fromKobo, toKobo } from '@marketplace/sdk';

/** The amounts of a checkout, in naira. */
export interface CheckoutAmounts {
  /** The cart's total (`useCart().cartTotal`). */
  subtotal: number;
  /** Taken off by the applied coupons. */
  discount?: number;
  /** The shipping fees (0 while not known). */
  shipping?: number;
  /** Paid by the applied gift cards. */
  giftCards?: number;
}

/**
 * What is left to pay: the cart's total less the coupons' discount, plus shipping, less what gift cards
 * cover, in exact kobo, never below 0. The one formula of the amount due: the gift card call (which
 * leaves `giftCards` out: the server spreads every card over it) and the pages that show a total.
 *
 * @example
 * amountDue({ subtotal: 30000, discount: 3000, shipping: 1700, giftCards: 5000 }); // 23700
 */
export function amountDue({ subtotal, discount = 0, shipping = 0, giftCards = 0 }: CheckoutAmounts): number {
  const due = toKobo(subtotal) - toKobo(discount) + toKobo(shipping) - toKobo(giftCards);
  return fromKobo(Math.max(0, due));
}
