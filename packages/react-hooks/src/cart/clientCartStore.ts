import type { ClientStore } from '../state/createClientStore';
import type { CartStore } from './CartStore';

// One adapter per client store, so that `store={clientCartStore(clientStore)}` written in a render
// gives the provider the same object every time.
const adapters = new WeakMap<ClientStore, CartStore>();

/**
 * The cart slice of the persisted client state as a {@link CartStore}: reads and writes
 * `state.cart`, and is ready once the stored state has been restored (or given up on). The same client
 * store always gives the same adapter.
 *
 * @example
 * const clientStore = createClientStore();
 * <CartProvider store={clientCartStore(clientStore)}>...</CartProvider>
 */
export function clientCartStore(store: ClientStore): CartStore {
  const known = adapters.get(store);
  if (known) return known;
  const adapter: CartStore = {
    getCart: () => store.getState().cart,
    setCart: (next) => store.getState().setCart(next),
    subscribe: (listener) =>
      store.subscribe((state, previous) => {
        if (state.cart !== previous.cart) listener();
      }),
    ready: () =>
      new Promise<void>((resolve) => {
        if (store.gate.getState().restored) return resolve();
        const stop = store.gate.subscribe((gate) => {
          if (!gate.restored) return;
          stop();
          resolve();
        });
      }),
  };
  adapters.set(store, adapter);
  return adapter;
}
