import type { OperationData } from '@marketplace/sdk';

type Product = OperationData<'getCustomerProduct'>;

/** What {@link productStock} reads of a product: its stock, its variants and what it does when sold out. */
export type ProductStockFields = Partial<Pick<Product, 'quantity' | 'whenSoldOut' | 'productVariant'>>;

/**
 * Units the customer may buy of a product, or of its variant named by `sku`: `undefined` when not
 * limited (the store sells on when sold out, `whenSoldOut` "Continue selling" in any case, or the stock
 * is not counted). What the cart passes as `stock`; the merge at login asks the product for it when a
 * line of unknown stock is refused.
 *
 * @example
 * productStock({ quantity: 4, whenSoldOut: 'Stop selling' }); // 4
 * productStock({ productVariant: { variant: [{ sku: 'S-BLUE', quantity: 1 }] } }, 'S-BLUE'); // 1
 */
export function productStock(product: ProductStockFields, sku?: string): number | undefined {
  if (product.whenSoldOut?.trim().toLowerCase() === 'continue selling') return undefined;
  const variant = sku ? product.productVariant?.variant?.find((v) => v.sku === sku) : undefined;
  const units = variant ? variant.quantity : product.quantity;
  return typeof units === 'number' && Number.isSafeInteger(units) ? Math.max(0, units) : undefined;
}
