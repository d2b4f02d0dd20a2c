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
const listeners = new Set<() => void>();
// When storage refuses (denied, quota full) the list lives in memory for this page's life.
let unsaved: readonly GuestSavedProduct[] | undefined;
// The last raw value read and its parsed list: a stable snapshot for useSyncExternalStore.
let lastRaw: string | null | undefined;
let lastList: readonly GuestSavedProduct[] = EMPTY;

function storage(): Storage | undefined {
  try {
    // Reading window.localStorage throws a SecurityError when the user blocks site data.
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

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
function parse(raw: string | null | undefined): readonly GuestSavedProduct[] {
  if (!raw) return EMPTY;
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

/**
 * The guest's saved products, most recently saved first; the same array while storage is unchanged.
 *
 * @example
 * readGuestWishlist(); // [{ productId: 12, name: 'Ankara wrap dress', savedAt: '2026-11-20T09:30:00.000Z' }]
 */
export function readGuestWishlist(): readonly GuestSavedProduct[] {
  if (unsaved !== undefined) return unsaved;
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(GUEST_WISHLIST_KEY);
  } catch {
    raw = null;
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = parse(raw);
  }
  return lastList;
}

/**
 * Replaces the guest's saved products (an empty list forgets them) and tells the subscribers.
 *
 * @example
 * writeGuestWishlist([]);
 */
export function writeGuestWishlist(list: readonly GuestSavedProduct[]): void {
  const next = list.slice(0, GUEST_WISHLIST_LIMIT);
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    if (next.length === 0) store.removeItem(GUEST_WISHLIST_KEY);
    else store.setItem(GUEST_WISHLIST_KEY, JSON.stringify(next));
    unsaved = undefined;
  } catch {
    unsaved = next.length === 0 ? EMPTY : next;
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` when the guest's saved products change, here or in another tab (the `storage` event).
 *
 * @example
 * const stop = subscribeGuestWishlist(() => render());
 */
export function subscribeGuestWishlist(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_WISHLIST_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
