'use client';
import type { MarketplaceError, OperationData } from '@marketplace/sdk';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { LoadStatus } from '../core/loadStatus';
import { useMarketplaceContext } from '../core/MarketplaceContext';
import { useGetWishlist } from '../generated/hooks/wishlist';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import { useSession } from '../session/useSession';
import {
  type GuestSavedProduct,
  readGuestWishlist,
  subscribeGuestWishlist,
  writeGuestWishlist,
} from './guestWishlistStorage';

/** A product as customers see it, as the wishlist keeps it. */
export type WishlistProduct = OperationData<'getWishlist'>[number]['product'];

/** A saved product. */
export interface WishlistItem {
  productId: number;
  /** The product's name (a guest's entry keeps it, so a product no longer sold still has one). */
  name: string;
  savedAt: string;
  /** False once the product is no longer sold (deleted, unapproved, its store closed). */
  available: boolean;
  /** The product as customers see it; absent for a guest's entry not loaded or no longer sold. */
  product?: WishlistProduct;
}

/** Options of {@link useWishlist}. */
export interface UseWishlistOptions {
  /**
   * Load each of a guest's saved products (the saved-items page). A customer's list comes with its products
   * anyway; cards only need `has` and `toggle` and leave this off.
   */
  details?: boolean;
}

/** What {@link useWishlist} returns. */
export interface WishlistState {
  /** Whose list it is: the device's (`guest`) or the signed-in customer's account (`customer`). */
  owner: 'guest' | 'customer';
  /** The saved products, most recently saved first. */
  items: readonly WishlistItem[];
  /** The list's load state (a guest's is `succeeded` at once unless `details` loads the products). */
  status: LoadStatus;
  /** Why the list could not be read. */
  error?: MarketplaceError;
  /** Whether the product is saved (a save or removal under way counts as done until it fails). */
  has(productId: number): boolean;
  /**
   * Saves the product, or removes it when saved; resolves with whether it is saved now. A customer's change
   * shows at once and is undone when the server refuses it: the promise rejects with the error, which is
   * also sent to the provider's `onMessage`. A change that went through sends `Saved <name>` or `Removed
   * <name> from saved items` (operation `saveToWishlist` or `removeFromWishlist`) for a toast.
   */
  toggle(product: Pick<WishlistProduct, 'id' | 'name'> | WishlistProduct): Promise<boolean>;
  /** Removes the product (nothing happens when it is not saved); rejects as `toggle` does. */
  remove(productId: number): Promise<void>;
  /** Reads the list again (after a failed read). */
  reload(): void;
}

type ServerList = OperationData<'getWishlist'>;

// One merge at a time for the whole page (every card's hook sees the login), and one try per login.
let merging: Promise<void> | undefined;
let mergedForLogin = false;

const fromGuest = (entry: GuestSavedProduct, product?: WishlistProduct | null): WishlistItem => ({
  productId: entry.productId,
  name: product?.name ?? entry.name,
  savedAt: entry.savedAt,
  available: product !== null,
  ...(product ? { product } : {}),
});

/** The server's snapshot of the guest's list (none on the server): one value, as React requires. */
const NO_GUEST_ITEMS = [] as const;
const serverGuestWishlist = () => NO_GUEST_ITEMS;

/**
 * The shopper's wishlist (saved products) with `has` and `toggle` for the save buttons of cards and the
 * product page. A guest's saved products are kept on this device (their own storage key, checked on read);
 * a customer's on the server (`getWishlist`). At login the guest's products are saved into the account
 * once and the device's list is cleared (entries that could not be sent stay for the next login).
 *
 * @example
 * function SaveButton({ product }: { product: Product }) {
 *   const wishlist = useWishlist();
 *   const saved = wishlist.has(product.id);
 *   return (
 *     <button type="button" aria-pressed={saved} onClick={() => wishlist.toggle(product).catch(() => {})}>
 *       {saved ? 'Saved' : `Save ${product.name}`}
 *     </button>
 *   );
 * }
 */
export function useWishlist(options: UseWishlistOptions = {}): WishlistState {
  const { client, emit } = useMarketplaceContext();
  const { loggedIn } = useSession('customer', { notify: false });
  const guest = useSyncExternalStore(subscribeGuestWishlist, readGuestWishlist, serverGuestWishlist);
  const server = useGetWishlist(loggedIn ? { as: 'customer' } : null);
  const serverMutate = server.mutate;
  const latest = useRef({ client, emit, serverMutate, loggedIn });
  latest.current = { client, emit, serverMutate, loggedIn };

  // The guest's saved products join the account once per login.
  useEffect(() => {
    if (!loggedIn) {
      mergedForLogin = false;
      return;
    }
    if (mergedForLogin || merging || guest.length === 0) return;
    mergedForLogin = true;
    merging = import('./wishlistCalls')
      .then(({ mergeGuestWishlist }) => mergeGuestWishlist(client.as('customer'), guest))
      .then(async ({ wishlist, kept }) => {
        writeGuestWishlist(kept);
        if (wishlist) await latest.current.serverMutate(wishlist, { revalidate: false });
      })
      .finally(() => {
        merging = undefined;
      });
  }, [loggedIn, guest, client]);

  const guestIds = guest.map((e) => e.productId).join(',');
  const details = useSWR(
    !loggedIn && options.details && guest.length > 0 ? ['useWishlist:guestProducts', guestIds] : null,
    async () => (await import('./wishlistCalls')).loadGuestProducts(client, readGuestWishlist()),
    // A removal or a save changes the key: the products already loaded stay while the list is read again.
    { keepPreviousData: true },
  );

  const items = useMemo<readonly WishlistItem[]>(() => {
    if (loggedIn) {
      return (server.data ?? []).map((item) => ({
        productId: item.productId,
        name: item.product.name,
        savedAt: item.savedAt,
        available: item.available,
        product: item.product,
      }));
    }
    return guest.map((entry) => {
      const product = details.data?.get(entry.productId);
      return product === undefined ? { ...fromGuest(entry), available: true } : fromGuest(entry, product);
    });
  }, [loggedIn, server.data, guest, details.data]);

  const ids = useMemo(() => new Set(items.map((i) => i.productId)), [items]);
  const has = useCallback((productId: number) => ids.has(productId), [ids]);

  const change = useCallback(
    async (product: Pick<WishlistProduct, 'id' | 'name'>, save: boolean): Promise<void> => {
      const { client, emit, serverMutate, loggedIn } = latest.current;
      const operationId = save ? 'saveToWishlist' : 'removeFromWishlist';
      const done = () =>
        emit({
          type: 'success',
          message: save ? `Saved ${product.name}` : `Removed ${product.name} from saved items`,
          operationId,
        });
      if (!loggedIn) {
        const list = readGuestWishlist().filter((e) => e.productId !== product.id);
        const entry = { productId: product.id, name: product.name, savedAt: new Date().toISOString() };
        writeGuestWishlist(save ? [entry, ...list] : list);
        done();
        return;
      }
      const customer = client.as('customer');
      const optimistic = (current: ServerList | undefined): ServerList => {
        const rest = (current ?? []).filter((i) => i.productId !== product.id);
        if (!save) return rest;
        const full = 'pricing' in product ? (product as WishlistProduct) : undefined;
        if (!full) return current ?? [];
        return [
          { productId: product.id, savedAt: new Date().toISOString(), available: true, product: full },
          ...rest,
        ];
      };
      try {
        await serverMutate(
          async () => (await import('./wishlistCalls')).sendWishlistChange(customer, product.id, save),
          { optimisticData: optimistic, rollbackOnError: true, populateCache: true, revalidate: false },
        );
        done();
      } catch (caught) {
        const error = asMarketplaceError(caught, operationId);
        emit({ type: 'error', message: error.message, operationId, error });
        throw error;
      }
    },
    [],
  );

  const toggle = useCallback(
    async (product: Pick<WishlistProduct, 'id' | 'name'>) => {
      const save = !ids.has(product.id);
      await change(product, save);
      return save;
    },
    [ids, change],
  );
  const remove = useCallback(
    async (productId: number) => {
      const item = items.find((i) => i.productId === productId);
      if (item) await change({ id: productId, name: item.name }, false);
    },
    [items, change],
  );

  const failed = loggedIn ? server.error : details.error;
  return {
    owner: loggedIn ? 'customer' : 'guest',
    items,
    status: loggedIn ? server.status : details.isLoading ? 'loading' : failed ? 'failed' : 'succeeded',
    ...(failed ? { error: asMarketplaceError(failed, loggedIn ? 'getWishlist' : 'getCustomerProduct') } : {}),
    has,
    toggle,
    remove,
    reload: () => void (loggedIn ? serverMutate() : details.mutate()),
  };
}
