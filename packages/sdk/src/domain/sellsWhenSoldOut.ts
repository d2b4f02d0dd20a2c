/** What {@link sellsWhenSoldOut} reads of a product: the form's flag, or the text customers see. */
export interface SoldOutFields {
  /** The product form's flag (merchant and admin views). */
  contSalesOutOfStock?: boolean | null;
  /** What the store does once the product is sold out, in words (every view): `Continue selling` or `Stop selling`. */
  whenSoldOut?: string | null;
}

/**
 * Whether the store keeps selling a product once it is sold out (a pre-order): the product form's
 * `contSalesOutOfStock` when the product carries it, else its `whenSoldOut` text is `Continue selling`
 * (compared case-insensitively, ignoring surrounding spaces). Customers see only the text; the flag wins
 * where both are present.
 *
 * @example
 * sellsWhenSoldOut({ whenSoldOut: 'Continue selling' }); // true
 * sellsWhenSoldOut({ whenSoldOut: 'Stop selling' }); // false
 * sellsWhenSoldOut({ contSalesOutOfStock: false, whenSoldOut: 'Continue selling' }); // false
 */
export function sellsWhenSoldOut(product: SoldOutFields): boolean {
  if (typeof product.contSalesOutOfStock === 'boolean') return product.contSalesOutOfStock;
  return product.whenSoldOut?.trim().toLowerCase() === 'continue selling';
}

/**
 * The `whenSoldOut` text of a product whose form sets `contSalesOutOfStock` so: what a server stores and
 * sends beside the flag.
 *
 * @example
 * whenSoldOutFor(true); // 'Continue selling'
 * whenSoldOutFor(undefined); // 'Stop selling'
 */
export function whenSoldOutFor(contSalesOutOfStock: boolean | null | undefined): string {
  return contSalesOutOfStock ? 'Continue selling' : 'Stop selling';
}
