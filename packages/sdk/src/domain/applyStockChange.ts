/** A bulk change of stock: set every stock to `units`, or add `units` to each (negative to remove). */
export interface StockChange {
  kind: 'set' | 'add';
  /** Whole units; `set` takes 0 or more, `add` takes any whole number (below 0 removes). */
  units: number;
}

/** What {@link applyStockChange} reads of a product (the contract's `AdminProduct`). */
export interface StockChangeProduct {
  id: number;
  quantity?: number | null;
  productVariant?: {
    variant?: readonly { sku?: string; size?: string; color?: string; quantity?: number }[];
  } | null;
}

/** The body of update-product-inventory (`InventoryUpdate`) after a {@link StockChange}. */
export interface StockUpdate {
  productId: number;
  /** The product's units: with variants, theirs added up. */
  quantity: number;
  /** Each variant's new units, by SKU (only for a product with variants). */
  variant?: { sku?: string; quantity: number }[];
}

/**
 * A product's stock after a bulk change, as update-product-inventory takes it (issue 24): a product with
 * variants has the change applied to each variant (its units are theirs added up, as the stock editor
 * saves them), one without to its own units. Throws a `RangeError` for units that are not whole (or below
 * 0 for `set`), and when removing would take a stock below 0, naming it: nothing is clamped silently.
 *
 * @example
 * applyStockChange({ id: 4, quantity: 8 }, { kind: 'add', units: 5 }); // { productId: 4, quantity: 13 }
 * applyStockChange({ id: 4, quantity: 3, productVariant: { variant: [{ sku: 'M', quantity: 1 }, { sku: 'L', quantity: 2 }] } },
 *   { kind: 'set', units: 10 }); // { productId: 4, quantity: 20, variant: [{ sku: 'M', quantity: 10 }, { sku: 'L', quantity: 10 }] }
 */
export function applyStockChange(product: StockChangeProduct, change: StockChange): StockUpdate {
  if (!Number.isSafeInteger(change.units)) throw new RangeError('Enter whole units.');
  if (change.kind === 'set' && change.units < 0) throw new RangeError('The stock cannot be below 0.');
  const next = (units: number, name?: string) => {
    const result = change.kind === 'set' ? change.units : units + change.units;
    if (result < 0) {
      throw new RangeError(
        `Only ${units} in stock${name ? ` of ${name}` : ''}: cannot remove ${-change.units}.`,
      );
    }
    return result;
  };
  const variants = product.productVariant?.variant ?? [];
  if (variants.length === 0) return { productId: product.id, quantity: next(product.quantity ?? 0) };
  const variant = variants.map((v) => ({
    ...(v.sku !== undefined ? { sku: v.sku } : {}),
    quantity: next(v.quantity ?? 0, [v.size, v.color].filter(Boolean).join(' / ') || v.sku),
  }));
  return {
    productId: product.id,
    quantity: variant.reduce((sum, v) => sum + v.quantity, 0),
    variant,
  };
}
