import { createDeviceStore } from '../state/createDeviceStore';

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

/** A stored value as a state name: trimmed, non-blank and short, else null (hand edits, other code). */
function checked(value: string | null | undefined): string | null {
  const state = value?.trim();
  return state && state.length <= MAX_LENGTH ? state : null;
}

const chosen = createDeviceStore<string | null>(DELIVERY_STATE_KEY, {
  parse: checked,
  serialize: (state) => state,
  empty: null,
});

/**
 * The chosen state, or null; read from storage each time (a primitive, so a stable snapshot).
 *
 * @example
 * readDeliveryState(); // 'Oyo'
 */
export function readDeliveryState(): string | null {
  return chosen.read();
}

/**
 * Remembers `state` (trimmed; blank or `null` forgets it) and tells the subscribers.
 *
 * @example
 * chooseDeliveryState('Oyo');
 */
export function chooseDeliveryState(state: string | null): void {
  const next = checked(state);
  if (next !== chosen.read()) chosen.write(next);
}

/**
 * Calls `listener` when the chosen state changes, here or in another tab (the `storage` event).
 *
 * @example
 * const stop = subscribeDeliveryState(() => render());
 */
export function subscribeDeliveryState(listener: () => void): () => void {
  return chosen.subscribe(listener);
}
