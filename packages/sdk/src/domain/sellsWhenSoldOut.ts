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
  return product.contSalesOutOfStock ?? product.whenSoldOut?.trim().toLowerCase() === 'continue selling';
}
