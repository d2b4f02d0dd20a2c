import type { ProductRow } from '../../db/core';

/**
 * How far a product's first selling price is below its list price, as a fraction of the list price (0.25
 * for 25% off; 0 when it is not below). The `discount` order and the discount filter both read it.
 *
 * @example
 * discountFraction({ pricing: [{ sellingPrice: 75, price: 100 }] } as ProductRow); // 0.25
 */
export function discountFraction(product: Pick<ProductRow, 'pricing'>): number {
  const { sellingPrice: selling = 0, price = 0 } = product.pricing[0] ?? {};
  return price > selling ? (price - selling) / price : 0;
}
