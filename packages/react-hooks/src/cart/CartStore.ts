import type { CartSlice } from './cartTypes';

/**
 * Where the cart lives: get and set of the cart slice, and change notifications. The persisted client
 * state is one (`clientCartStore(store)`); `createMemoryCartStore()` is another. `getCart` must return
 * the same object until the cart changes (it serves as a `useSyncExternalStore` snapshot).
 */
export interface CartStore {
  getCart(): CartSlice;
  /** Replaces the slice, or derives the next one from the current. */
  setCart(next: CartSlice | ((cart: CartSlice) => CartSlice)): void;
  /** Calls `listener` after every change of the slice; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Resolves once the stored cart has been restored (persisted stores restore asynchronously). The cart
   * talks to the server only after it. Absent: ready at once.
   */
  ready?(): Promise<void>;
}
