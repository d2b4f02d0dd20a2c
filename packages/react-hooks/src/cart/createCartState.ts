import type { CartControllerState } from './CartController';
import { cartCheckout } from './cartCheckout';

/** The cart engine's observable state: read, patch, and follow it. */
export interface CartState {
  get(): CartControllerState;
  /** Merges `patch` in and tells every listener. */
  update(patch: Partial<CartControllerState>): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The cart engine's state (mode, server cart, pending changes, errors, the merge's report) as a small
 * store whose snapshots change only on `update`, fit for `useSyncExternalStore`.
 *
 * @example
 * const state = createCartState();
 * state.update({ syncing: true });
 */
export function createCartState(): CartState {
  const listeners = new Set<() => void>();
  let state: CartControllerState = {
    mode: 'guest',
    serverCart: undefined,
    checkout: cartCheckout(undefined),
    pending: 0,
    syncing: false,
    error: undefined,
    merge: undefined,
  };
  return {
    get: () => state,
    update(patch) {
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
