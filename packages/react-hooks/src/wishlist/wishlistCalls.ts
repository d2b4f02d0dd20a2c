import {
  getCustomerProduct,
  isMarketplaceError,
  type MarketplaceClient,
  type OperationData,
  removeFromWishlist,
  saveToWishlist,
} from '@marketplace/sdk';
import type { GuestSavedProduct } from './guestWishlistStorage';

export { mergeGuestWishlist } from './mergeGuestWishlist';

type Product = OperationData<'getCustomerProduct'>;

/**
 * The calls of the wishlist, in a module of their own that `useWishlist` loads on first use (a change, a
 * merge at login, a guest's saved-items page): the cards of a first screen do not carry them.
 *
 * @example
 * const { sendWishlistChange } = await import('./wishlistCalls');
 */
export async function sendWishlistChange(
  customer: MarketplaceClient,
  productId: number,
  save: boolean,
): Promise<OperationData<'getWishlist'>> {
  return (
    save
      ? await saveToWishlist(customer, { body: { productId } })
      : await removeFromWishlist(customer, { path: { id: productId } })
  ).data;
}

/**
 * A guest's saved products as customers see them, by id; `null` for one customers can no longer see (404).
 *
 * @example
 * const products = await loadGuestProducts(client, readGuestWishlist());
 */
export async function loadGuestProducts(
  client: MarketplaceClient,
  entries: readonly GuestSavedProduct[],
): Promise<Map<number, Product | null>> {
  return new Map(
    await Promise.all(
      entries.map(async (entry): Promise<[number, Product | null]> => {
        try {
          return [
            entry.productId,
            (await getCustomerProduct(client, { path: { id: entry.productId } })).data,
          ];
        } catch (caught) {
          // A product customers can no longer see stays listed, marked as no longer sold.
          if (isMarketplaceError(caught) && caught.status === 404) return [entry.productId, null];
          throw caught;
        }
      }),
    ),
  );
}
