/** The marketplace's page: the products merchants listed on the marketplace. */
export const MARKETPLACE_PATH = '/marketplace';

/**
 * The marketplace's page of one listed product (read through `getMarketplaceProduct`).
 *
 * @example
 * marketplaceProductPath(61); // '/marketplace/61'
 */
export function marketplaceProductPath(id: number): string {
  return `${MARKETPLACE_PATH}/${id}`;
}
