// Shared pieces of the cart tests: a render with MarketplaceProvider + CartProvider, a customer login
// against the sandbox, and products of the seed with enough stock.
import { DEMO_PASSWORD } from '@marketplace/sandbox';
import { getCart, loginCustomer, type MarketplaceClient } from '@marketplace/sdk';
import { renderHook } from '@testing-library/react';
import { type ReactNode, useMemo } from 'react';
import { CartProvider } from '../../src/cart/CartProvider';
import type { CartStore } from '../../src/cart/CartStore';
import type { CartItemInput } from '../../src/cart/cartTypes';
import { createMemoryCartStore } from '../../src/cart/createMemoryCartStore';
import { useCart } from '../../src/cart/useCart';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import type { ClientStore } from '../../src/state/createClientStore';
import { wrapperFor } from '../support/renderWithSandbox';

/** Lipton tea of the seed: no variants, 134 in stock, ₦3,600. */
export const TEA: CartItemInput = {
  id: 56,
  name: 'Lipton Yellow Label Tea (100 Bags)',
  productVariant: { sku: 'ZUM-GRO-0056' },
  pricing: [{ sellingPrice: 3600 }],
  weight: 0.25,
};
export const TEA_KEY = '56#sku=ZUM-GRO-0056';

/** Kings vegetable oil of the seed: no variants, 122 in stock, ₦16,500. */
export const OIL: CartItemInput = {
  id: 54,
  name: 'Kings Vegetable Oil 5L',
  productVariant: { sku: 'ZUM-GRO-0054' },
  pricing: [{ sellingPrice: 16500 }],
  weight: 4.8,
};
export const OIL_KEY = '54#sku=ZUM-GRO-0054';

/** Logs the demo customer in and stores the session in the client's token store. */
export async function logInCustomer(client: MarketplaceClient, email = 'customer@demo.test'): Promise<void> {
  const { data } = await loginCustomer(client, { body: { email, password: DEMO_PASSWORD } });
  client.session.setSession('customer', data.token, data.user);
}

/** Units of a line in the customer's server cart (0 when absent), read with getCart. */
export async function serverQuantity(client: MarketplaceClient, productId: number): Promise<number> {
  const { data } = await getCart(client, { as: 'customer' });
  return data.cartItemsList
    .filter((line) => line.id === productId)
    .reduce((sum, line) => sum + line.productVariant.quantity, 0);
}

interface CartProvidersProps {
  client: MarketplaceClient;
  store: CartStore;
  onMessage?: (m: MarketplaceMessage) => void;
  autoMerge?: boolean;
  children?: ReactNode;
}

/** MarketplaceProvider (a fresh SWR cache) with a CartProvider inside. */
function CartProviders({ client, store, onMessage, autoMerge, children }: CartProvidersProps) {
  const Base = useMemo(() => wrapperFor(client, { onMessage }), [client, onMessage]);
  return (
    <Base>
      <CartProvider store={store} autoMerge={autoMerge}>
        {children}
      </CartProvider>
    </Base>
  );
}

/** Renders `useCart` inside a fresh MarketplaceProvider and CartProvider. */
export function renderCart(
  client: MarketplaceClient,
  options: { store?: CartStore; onMessage?: (m: MarketplaceMessage) => void; autoMerge?: boolean } = {},
) {
  const store = options.store ?? createMemoryCartStore();
  const view = renderHook(() => useCart(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <CartProviders
        client={client}
        store={store}
        onMessage={options.onMessage}
        autoMerge={options.autoMerge}
      >
        {children}
      </CartProviders>
    ),
  });
  return { ...view, store };
}

/** Requests of one operation in the sandbox's log, by method and path. */
export function countRequests(requests: Request[], method: string, path: string): number {
  return requests.filter((r) => r.method === method && new URL(r.url).pathname.endsWith(path)).length;
}

interface AppProvidersProps {
  client: MarketplaceClient;
  store: ClientStore;
  children?: ReactNode;
}

/** The app's providers: MarketplaceProvider (a fresh SWR cache), the persisted client state, the cart. */
export function AppProviders({ client, store, children }: AppProvidersProps) {
  const Base = useMemo(() => wrapperFor(client), [client]);
  return (
    <Base>
      <ClientStateProvider store={store}>
        <CartProvider>{children}</CartProvider>
      </ClientStateProvider>
    </Base>
  );
}

/** Renders `hook` inside {@link AppProviders}. */
export function renderInApp<T>(client: MarketplaceClient, store: ClientStore, hook: () => T) {
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AppProviders client={client} store={store}>
        {children}
      </AppProviders>
    ),
  });
}
