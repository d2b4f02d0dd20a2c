import type { useCart } from '@marketplace/react-hooks';

// The calculate-shipping-fee and coupon lines are the hooks' `toCheckoutLines`; these are the app's own.

/** One line of the cart as `useCart().items` holds it. */
export type CustomerCartItem = ReturnType<typeof useCart>['items'][number];

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
