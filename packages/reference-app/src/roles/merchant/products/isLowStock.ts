import type { Entity } from '@marketplace/sdk';

/**
 * Whether a product is low on stock: at or under its stock alert (`stockAlertUnits`). A product without an
 * alert, or a digital one (nothing in stock to run out of), is never low.
 *
 * @example
 * isLowStock({ quantity: 3, stockAlertUnits: 5 }); // true
 */
export function isLowStock(
  product: Pick<Entity<'AdminProduct'>, 'quantity' | 'stockAlertUnits' | 'IsDigitalProduct'>,
): boolean {
  if (product.IsDigitalProduct || product.stockAlertUnits === undefined) return false;
  return product.quantity <= product.stockAlertUnits;
}
