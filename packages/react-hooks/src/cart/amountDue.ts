import { cartTotal, fromKobo, toKobo } from '@marketplace/sdk';
import type { CartItem } from './cartTypes';

/**
 * What is due for the cart before gift cards: the cart's total less the coupons' discount, plus
 * shipping, in exact kobo, never below 0. The one formula the gift card call and the checkout show.
 *
 * @example
 * amountDue(cart.items, { discount: cart.discount, shippingFeeTotal: cart.shippingFeeTotal }); // 17300
 */
export function amountDue(
  items: readonly CartItem[],
  { discount = 0, shippingFeeTotal = 0 }: { discount?: number; shippingFeeTotal?: number },
): number {
  const due = toKobo(cartTotal(items)) - toKobo(discount) + toKobo(shippingFeeTotal);
  return fromKobo(Math.max(0, due));
}
