/**
 * The state a shopper chose for delivery estimates, kept on this device under its own storage key. It is
 * not part of the persisted client state: that state's code is in every consumer's first load (and its
 * restore in the chunk after it), which a product-page feature must not grow. Internal: the package
 * exports `useDeliveryEstimate` only.
 */

/** The `localStorage` key of the chosen state. */
export const DELIVERY_STATE_KEY = 'marketplace.deliveryState';

/** Longer than any state or region name: anything longer is not one and reads as nothing chosen. */
const MAX_LENGTH = 64;

const listeners = new Set<() => void>();
// When storage refuses (denied, quota full) the choice lives in memory for this page's life.
let unsaved: string | null | undefined;

function storage(): Storage | undefined {
  try {
    // Reading window.localStorage throws a SecurityError when the user blocks site data.
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A stored value as a state name: trimmed, non-blank and short, else null (hand edits, other code). */
function checked(value: string | null | undefined): string | null {
  const state = value?.trim();
  return state && state.length <= MAX_LENGTH ? state : null;
}

/**
 * The chosen state, or null; read from storage each time (a primitive, so a stable snapshot).
 *
 * @example
 * readDeliveryState(); // 'Oyo'
 */
export function readDeliveryState(): string | null {
  if (unsaved !== undefined) return unsaved;
  try {
    return checked(storage()?.getItem(DELIVERY_STATE_KEY));
  } catch {
    return null;
  }
}

/**
 * Remembers `state` (trimmed; blank or `null` forgets it) and tells the subscribers.
 *
 * @example
 * chooseDeliveryState('Oyo');
 */
export function chooseDeliveryState(state: string | null): void {
  const next = checked(state);
  if (next === readDeliveryState()) return;
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    if (next === null) store.removeItem(DELIVERY_STATE_KEY);
    else store.setItem(DELIVERY_STATE_KEY, next);
    unsaved = undefined;
  } catch {
    unsaved = next;
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` when the chosen state changes, here or in another tab (the `storage` event).
 *
 * @example
 * const stop = subscribeDeliveryState(() => render());
 */
export function subscribeDeliveryState(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DELIVERY_STATE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
