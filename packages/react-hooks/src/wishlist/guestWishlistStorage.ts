import { createDeviceStore } from '../state/createDeviceStore';

/**
 * A guest's saved products, kept on this device under their own storage key. Not part of the persisted
 * client state: that state's code is in every consumer's first load, and a shop that does not use the
 * wishlist must not pay for it. Internal: the package exports `useWishlist` only.
 */

/** The `localStorage` key of a guest's saved products. */
export const GUEST_WISHLIST_KEY = 'marketplace.wishlist';

/** The most products a guest keeps saved (as many as an account may hold). */
export const GUEST_WISHLIST_LIMIT = 500;

/** A product a guest saved: its id and name (shown even once it is no longer sold) and when. */
export interface GuestSavedProduct {
  productId: number;
  name: string;
  savedAt: string;
}

const EMPTY: readonly GuestSavedProduct[] = Object.freeze([]);

/** One stored entry if it is one (a positive integer id, a name, a date), else null. */
function checkedEntry(value: unknown): GuestSavedProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, name, savedAt } = value as Record<string, unknown>;
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) return null;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 200) return null;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  return { productId, name, savedAt };
}

/** A stored value as a list: entries that fail the checks, and repeats, are left out (hand edits, other code). */
function parse(raw: string): readonly GuestSavedProduct[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const seen = new Set<number>();
  const list: GuestSavedProduct[] = [];
  for (const item of value.slice(0, GUEST_WISHLIST_LIMIT)) {
    const entry = checkedEntry(item);
    if (!entry || seen.has(entry.productId)) continue;
    seen.add(entry.productId);
    list.push(entry);
  }
  return list;
}

const saved = createDeviceStore<readonly GuestSavedProduct[]>(GUEST_WISHLIST_KEY, {
  parse,
  serialize: (list) => (list.length === 0 ? null : JSON.stringify(list)),
  empty: EMPTY,
});

/**
 * The guest's saved products, most recently saved first; the same array while storage is unchanged.
 *
 * @example
 * readGuestWishlist(); // [{ productId: 12, name: 'Ankara wrap dress', savedAt: '2026-11-20T09:30:00.000Z' }]
 */
export function readGuestWishlist(): readonly GuestSavedProduct[] {
  return saved.read();
}

/**
 * Replaces the guest's saved products (an empty list forgets them) and tells the subscribers.
 *
 * @example
 * writeGuestWishlist([]);
 */
export function writeGuestWishlist(list: readonly GuestSavedProduct[]): void {
  const next = list.slice(0, GUEST_WISHLIST_LIMIT);
  saved.write(next.length === 0 ? EMPTY : next);
}

/**
 * Calls `listener` when the guest's saved products change, here or in another tab (the `storage` event).
 *
 * @example
 * const stop = subscribeGuestWishlist(() => render());
 */
export function subscribeGuestWishlist(listener: () => void): () => void {
  return saved.subscribe(listener);
}
