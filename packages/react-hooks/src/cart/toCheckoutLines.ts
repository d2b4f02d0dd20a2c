import type { CartItem } from './cartTypes';

/** One cart line as the checkout calls send it (the contract's `CartLine`). */
export interface CheckoutLine {
  productId: number;
  merchantId?: number;
  sku?: string;
  quantity: number;
  sellingPrice?: number;
  weight?: number;
}

/**
 * The cart's lines as apply-coupon, validate-coupon and the shipping fee take them: product, merchant,
 * variant sku, quantity, the first pricing's selling price and the unit weight.
 *
 * @example
 * toCheckoutLines([{ id: 56, merchantId: 9, productVariant: { sku: 'TEA', quantity: 2 }, pricing: [{ sellingPrice: 3600 }] }]);
 * // [{ productId: 56, merchantId: 9, sku: 'TEA', quantity: 2, sellingPrice: 3600 }]
 */
export function toCheckoutLines(items: readonly CartItem[]): CheckoutLine[] {
  return items.map((item) => {
    const line: CheckoutLine = { productId: item.id, quantity: item.productVariant.quantity };
    if (item.merchantId !== undefined) line.merchantId = item.merchantId;
    if (item.productVariant.sku) line.sku = item.productVariant.sku;
    const price = item.pricing[0]?.sellingPrice;
    if (price !== undefined) line.sellingPrice = price;
    if (item.weight !== undefined) line.weight = item.weight;
    return line;
  });
}
