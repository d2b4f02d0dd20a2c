'use client';
import {
  CartProvider,
  ClientStateProvider,
  createClientStore,
  type MarketplaceFallback,
  MarketplaceProvider,
} from '@marketplace/react-hooks';
import { createBrowserTokenStore, createCookieTokenStore, createMarketplaceClient } from '@marketplace/sdk';
import { type ReactNode, useState } from 'react';

interface ShopProvidersProps {
  hosts: { main: string; themes: string };
  /** The request's token cookies and origin, for the server's render (the browser reads its own). */
  cookie: string;
  origin: string;
  /** The answers the layout fetched (the customer's record and cart), keyed as the hooks key them. */
  fallback: MarketplaceFallback;
  children: ReactNode;
}

// The hooks' providers: rendered on the server with the request's cookies, hydrated in the browser with
// its own. The saved cart is read after hydration (deferRestore): both first renders show the same cart.
export function ShopProviders({ hosts, cookie, origin, fallback, children }: ShopProvidersProps) {
  const [client] = useState(() =>
    createMarketplaceClient({
      hosts,
      session:
        typeof document === 'undefined'
          ? createCookieTokenStore({ cookie, location: new URL(origin) })
          : createBrowserTokenStore(),
      // Every page of the shop is the customer's: one role on both sides, whatever the path.
      pathname: () => '/',
    }),
  );
  const [store] = useState(() => createClientStore({ deferRestore: true }));
  return (
    <MarketplaceProvider client={client} fallback={fallback}>
      <ClientStateProvider store={store}>
        <CartProvider>{children}</CartProvider>
      </ClientStateProvider>
    </MarketplaceProvider>
  );
}
