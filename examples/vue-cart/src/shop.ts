// The shop's state without a framework: the SDK's client, the persisted client state, the cart engine and
// the session, from @marketplace/react-hooks/core (no React, no SWR). Vue only reads them (App.vue).
import {
  addChange,
  type CartItemInput,
  clientCartStore,
  createCartController,
  createClientStore,
  loginSession,
  logoutSession,
  type MarketplaceMessage,
} from '@marketplace/react-hooks/core';
import { createMarketplaceClient, getAllCustomerProducts, type OperationData } from '@marketplace/sdk';

export type Product = OperationData<'getAllCustomerProducts'>['rows'][number];

export const client = createMarketplaceClient({
  hosts: { main: import.meta.env.VITE_API_MAIN ?? `${location.origin}/api/v1` },
});
export const clientStore = createClientStore();
export const cartStore = clientCartStore(clientStore);
const listeners = new Set<(message: MarketplaceMessage) => void>();
export const cart = createCartController({
  client,
  store: cartStore,
  emit: (message) => {
    for (const listener of listeners) listener(message);
  },
});

/** Follows the customer session (a guest's lines merge at login, the cart empties at logout). */
export function start(): () => void {
  return cart.start();
}

/** Success and error messages of the cart and the session, for a toast. */
export function onMessage(listener: (message: MarketplaceMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function products(): Promise<Product[]> {
  const { data } = await getAllCustomerProducts(client, { query: { limit: 12, offset: 0 } });
  return data.rows;
}

/** Adds one unit of a product, never more than its stock (the answer says when it was cut). */
export function add(item: CartItemInput) {
  return cart.change(addChange(item, 1));
}

export const login = (email: string, password: string) =>
  loginSession(client, 'customer', { email, password }, clientStore);
export const logout = () => logoutSession(client, 'customer', clientStore);
