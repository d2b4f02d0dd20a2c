import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { useMarketplaceContext } from '../core/MarketplaceContext';
import { getCartKey, useGetCart } from '../generated/hooks/cart';
import { useClientStore } from '../state/ClientStateProvider';
import type { ClientStore } from '../state/createClientStore';
import { CartContext, type CartContextValue } from './CartContext';
import type { CartStore } from './CartStore';
import { CART_QUERY, CART_QUERY_CONFIG } from './cartConstants';
import { clientCartStore } from './clientCartStore';
import { createCartController } from './createCartController';
import { createMemoryCartStore } from './createMemoryCartStore';

/** Props of {@link CartProvider}. */
export interface CartProviderProps {
  /**
   * Where the items live. Default: the cart slice of the persisted client state when inside a
   * `ClientStateProvider`, else a cart in memory (not persisted).
   */
  store?: CartStore;
  /**
   * Merge the guest cart into the customer's server cart as soon as a customer session appears
   * (default true). With false, the cart stays client-only until `mergeGuestCart()` is called.
   */
  autoMerge?: boolean;
  children?: ReactNode;
}

/**
 * Holds one cart engine for everything under it, so that every `useCart` shares the items, the order of
 * server calls and the rollback. Place it inside `MarketplaceProvider` (it uses its client, its cache and
 * its message channel).
 *
 * A customer's session (the SDK's token store, as `useSession('customer').login` fills it) switches the
 * cart to the server: the guest lines are merged in at login; at logout the lines stay as a guest cart.
 *
 * @example
 * <MarketplaceProvider client={client} onMessage={toast}>
 *   <ClientStateProvider store={clientStore}>
 *     <CartProvider>
 *       <App />
 *     </CartProvider>
 *   </ClientStateProvider>
 * </MarketplaceProvider>
 */
export function CartProvider({ store, autoMerge = true, children }: CartProviderProps) {
  const { client, emit } = useMarketplaceContext();
  const { mutate } = useSWRConfig();
  const clientStore = useOptionalClientStore();
  const [memoryStore] = useState(createMemoryCartStore);
  const cartStore = store ?? (clientStore ? clientCartStore(clientStore) : memoryStore);
  const controller = useMemo(
    () =>
      createCartController({
        client,
        store: cartStore,
        emit,
        autoMerge,
        // The shared cache follows the engine, so `useGetCart` elsewhere shows the same cart.
        onServerCart: (cart) => void mutate(getCartKey(CART_QUERY), cart, { revalidate: false }),
      }),
    [client, cartStore, emit, autoMerge, mutate],
  );
  useEffect(() => controller.start(), [controller]);

  const { mode } = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  // Other mutations (orders, addresses, shipping fees) revalidate this entry; the engine takes it in.
  const { data } = useGetCart(mode === 'customer' ? CART_QUERY : null, CART_QUERY_CONFIG);
  useEffect(() => {
    if (data) controller.receive(data);
  }, [controller, data]);

  const value = useMemo<CartContextValue>(() => ({ controller, store: cartStore }), [controller, cartStore]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The nearest ClientStateProvider's store, or undefined outside one. */
function useOptionalClientStore(): ClientStore | undefined {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: useClientStore reads its context before it throws, so every render calls the same hooks
    return useClientStore();
  } catch {
    return undefined;
  }
}
