/** What {@link lowStockItems} reads of a product (the contract's `AdminProduct`). */
export interface StockAlertProduct {
  quantity?: number | null;
  stockAlertUnits?: number | null;
  IsDigitalProduct?: boolean | null;
  productVariant?: {
    variant?: readonly {
      sku?: string;
      size?: string;
      color?: string;
      quantity?: number;
      stockAlertUnits?: number;
    }[];
  } | null;
}

/** One stock of a product at or under its alert: a variant's, or the product's own when it has no variants. */
export interface LowStockItem {
  /** The variant's SKU; absent for the product's own stock. */
  sku?: string;
  /** The variant in words ("M / Red"); absent for the product's own stock. */
  variantName?: string;
  quantity: number;
  alert: number;
}

/**
 * The stocks of a product at or under their alert (issue 24): each variant against its own
 * `stockAlertUnits`, else the product's; a product without variants against its own alert. A product with
 * variants is counted by its variants (its `quantity` is their total), a digital product never, and a
 * stock without any alert never.
 *
 * @example
 * lowStockItems({ quantity: 8, stockAlertUnits: 3, productVariant: { variant: [
 *   { sku: 'M-RED', size: 'M', color: 'Red', quantity: 0 }, { sku: 'L-RED', quantity: 8 }] } });
 * // [{ sku: 'M-RED', variantName: 'M / Red', quantity: 0, alert: 3 }]
 */
export function lowStockItems(product: StockAlertProduct): LowStockItem[] {
  if (product.IsDigitalProduct) return [];
  const productAlert = product.stockAlertUnits ?? undefined;
  const variants = product.productVariant?.variant ?? [];
  if (variants.length === 0) {
    const quantity = product.quantity ?? 0;
    return productAlert !== undefined && quantity <= productAlert ? [{ quantity, alert: productAlert }] : [];
  }
  const low: LowStockItem[] = [];
  for (const variant of variants) {
    const alert = variant.stockAlertUnits ?? productAlert;
    const quantity = variant.quantity ?? 0;
    if (alert === undefined || quantity > alert) continue;
    const name = [variant.size, variant.color].filter(Boolean).join(' / ');
    low.push({
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...(name ? { variantName: name } : {}),
      quantity,
      alert,
    });
  }
  return low;
}
