'use client';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { ClientStore } from './createClientStore';

const ClientStoreContext = createContext<ClientStore | null>(null);

/** Props of {@link ClientStateProvider}. */
export interface ClientStateProviderProps {
  /** The store from `createClientStore()`, made once (outside render, or in a `useState` initialiser). */
  store: ClientStore;
  children?: ReactNode;
}

/**
 * Gives the hooks the persisted client state (cart, login slices): `useClientState`,
 * `usePersistGate`, `useSession`, `useLogout`. Put it beside `MarketplaceProvider`. Once mounted (after
 * hydration in a server-rendered page) it restores a store made with `deferRestore`.
 *
 * @example
 * const store = createClientStore();
 * root.render(
 *   <MarketplaceProvider client={client}>
 *     <ClientStateProvider store={store}>
 *       <App />
 *     </ClientStateProvider>
 *   </MarketplaceProvider>,
 * );
 */
export function ClientStateProvider({ store, children }: ClientStateProviderProps): ReactNode {
  useEffect(() => void store.restore(), [store]);
  return <ClientStoreContext.Provider value={store}>{children}</ClientStoreContext.Provider>;
}

/**
 * The store of the nearest `ClientStateProvider`, for reading outside render or calling its actions;
 * throws a clear error outside one.
 *
 * @example
 * const store = useClientStore();
 * const onAdd = (item) => store.getState().setCart((cart) => ({ ...cart, items: addCartItem(cart.items, item) }));
 */
export function useClientStore(): ClientStore {
  const store = useContext(ClientStoreContext);
  if (!store) throw new Error('Client state hooks must be used inside <ClientStateProvider store={...}>');
  return store;
}
