import { emptyCart } from '../state/emptyClientState';
import type { CartStore } from './CartStore';
import type { CartSlice } from './cartTypes';

/**
 * A {@link CartStore} in memory, not persisted: for tests, server rendering, or an app that keeps no
 * client state.
 *
 * @example
 * const store = createMemoryCartStore({ items: [tee] });
 * <CartProvider store={store}>...</CartProvider>
 */
export function createMemoryCartStore(initial: Partial<CartSlice> = {}): CartStore {
  let cart: CartSlice = { ...emptyCart(), ...initial };
  const listeners = new Set<() => void>();
  return {
    getCart: () => cart,
    setCart(next) {
      const value = typeof next === 'function' ? next(cart) : next;
      if (value === cart) return;
      cart = value;
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
