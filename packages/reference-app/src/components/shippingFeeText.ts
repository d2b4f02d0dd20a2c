import { formatMoney } from '@marketplace/sdk';

/**
 * A shipping fee as every screen says it (the cart's and the checkout's summaries, the checkout's fees per
 * store, the product page's delivery estimate): a fee of 0 is free delivery, said in words ("Free"), since
 * "₦0.00" reads as a fee not worked out yet; any other fee in naira through the SDK's `formatMoney`.
 *
 * @example
 * shippingFeeText(0); // 'Free'
 * shippingFeeText(1700); // '₦1,700.00'
 */
export function shippingFeeText(fee: number): string {
  return fee === 0 ? 'Free' : formatMoney(fee);
}
