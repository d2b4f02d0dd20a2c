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
