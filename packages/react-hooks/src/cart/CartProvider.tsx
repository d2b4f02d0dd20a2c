'use client';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { useMarketplaceContext } from '../core/MarketplaceContext';
import { getCartKey } from '../generated/keys/cart';
import { useClientStore } from '../state/ClientStateProvider';
import type { ClientStore } from '../state/createClientStore';
import { CartContext, type CartContextValue } from './CartContext';
import type { CartStore } from './CartStore';
import { CART_QUERY, CART_QUERY_CONFIG } from './cartConstants';
import { clientCartStore } from './clientCartStore';
import { createCartController } from './createCartController';
import { createMemoryCartStore } from './createMemoryCartStore';
import { SessionEnded } from './SessionEnded';

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
 * cart to the server: a guest's lines are merged in at login; at logout the customer's lines go.
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
  const clientStore = useOptionalClientStore();
  const [memoryStore] = useState(createMemoryCartStore);
  const cartStore = store ?? (clientStore ? clientCartStore(clientStore) : memoryStore);
  const controller = useMemo(
    () => createCartController({ client, store: cartStore, emit, autoMerge }),
    [client, cartStore, emit, autoMerge],
  );
  useEffect(() => controller.start(), [controller]);

  const { mode } = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  // Mutations that change the server's cart (an order, an address, a shipping fee) revalidate the shared
  // `getCart` entry; its fetch is the engine's own reload, queued behind the changes on their way, so the
  // engine stays the one owner of the lines and the entry only shows what the engine answered.
  const { data, mutate } = useSWR(
    mode === 'customer' ? getCartKey(client, CART_QUERY) : null,
    async () => {
      await controller.refresh();
      const { serverCart } = controller.getState();
      // Only when the session ended during the reload: nothing to show for it.
      if (!serverCart) throw new SessionEnded();
      return serverCart;
    },
    CART_QUERY_CONFIG,
  );
  // The engine's answers (a change, a coupon, a reload) go into the shared entry as they come, so that a
  // `useGetCart()` elsewhere on the page shows the cart the engine holds, without a request of its own.
  useEffect(() => {
    let written = controller.getState().serverCart;
    return controller.subscribe(() => {
      const { mode, serverCart } = controller.getState();
      if (mode !== 'customer' || !serverCart || serverCart === written) return;
      written = serverCart;
      void mutate(serverCart, { revalidate: false });
    });
  }, [controller, mutate]);
  // When another `useGetCart` on the page fetched the entry instead (SWR revalidates with the fetcher of
  // the first hook mounted on a key), its answer is only a signal: the engine reloads in its queue.
  useEffect(() => {
    if (data && data !== controller.getState().serverCart) void controller.refresh().catch(() => undefined);
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
