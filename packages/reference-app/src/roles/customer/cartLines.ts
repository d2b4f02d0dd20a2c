import type { useCart } from '@marketplace/react-hooks';

/** One line of the cart as `useCart().items` holds it. */
export type CustomerCartItem = ReturnType<typeof useCart>['items'][number];

/** One cart line as the checkout calls take it (the contract's `CartLine`). */
export interface CheckoutLine {
  productId: number;
  merchantId?: number;
  sku?: string;
  quantity: number;
  sellingPrice?: number;
  weight?: number;
}

/**
 * The cart's lines as calculate-shipping-fee takes them: product, merchant, variant sku, quantity, the
 * first selling price and the unit weight.
 *
 * @example
 * checkoutLines(cart.items); // [{ productId: 1, merchantId: 2, sku: 'ADA-1-S', quantity: 1, sellingPrice: 15500 }]
 */
export function checkoutLines(items: readonly CustomerCartItem[]): CheckoutLine[] {
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

/**
 * The cart's lines as create-order takes them: product, quantity and the variant's sku.
 *
 * @example
 * orderLines(cart.items); // [{ productId: 1, quantity: 1, sku: 'ADA-1-S' }]
 */
export function orderLines(
  items: readonly CustomerCartItem[],
): { productId: number; quantity: number; sku?: string }[] {
  return items.map((item) =>
    item.productVariant.sku
      ? { productId: item.id, quantity: item.productVariant.quantity, sku: item.productVariant.sku }
      : { productId: item.id, quantity: item.productVariant.quantity },
  );
}

/**
 * A string that changes when the lines or their quantities change (to know whether a shipping fee still
 * fits the cart).
 *
 * @example
 * linesSignature(cart.items); // '1:ADA-1-S:1|13:NAI-13:2'
 */
export function linesSignature(items: readonly CustomerCartItem[]): string {
  return items
    .map((item) => `${item.id}:${item.productVariant.sku ?? ''}:${item.productVariant.quantity}`)
    .sort()
    .join('|');
}
