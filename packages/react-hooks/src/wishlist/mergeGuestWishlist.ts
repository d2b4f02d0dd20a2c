import {
  isMarketplaceError,
  type MarketplaceClient,
  type OperationData,
  saveToWishlist,
} from '@marketplace/sdk';
import type { GuestSavedProduct } from './guestWishlistStorage';

/** What {@link mergeGuestWishlist} did. */
export interface GuestWishlistMerge {
  /** The account's wishlist after the last save that went through; undefined when none did. */
  wishlist?: OperationData<'getWishlist'>;
  /** The guest's entries that could not be sent (network, server): kept on the device for a next login. */
  kept: GuestSavedProduct[];
}

/**
 * Saves a guest's products into the customer's account, oldest first so the account keeps the guest's
 * order. A product no longer sold (404) is dropped; one that failed otherwise is kept to try again.
 *
 * @example
 * const { wishlist, kept } = await mergeGuestWishlist(client.as('customer'), readGuestWishlist());
 */
export async function mergeGuestWishlist(
  customer: MarketplaceClient,
  guest: readonly GuestSavedProduct[],
): Promise<GuestWishlistMerge> {
  const result: GuestWishlistMerge = { kept: [] };
  for (const entry of [...guest].reverse()) {
    try {
      result.wishlist = (await saveToWishlist(customer, { body: { productId: entry.productId } })).data;
    } catch (caught) {
      if (isMarketplaceError(caught) && caught.status === 404) continue;
      result.kept.unshift(entry);
    }
  }
  return result;
}
