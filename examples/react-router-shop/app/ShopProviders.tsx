import {
  CartProvider,
  ClientStateProvider,
  createClientStore,
  type MarketplaceFallback,
  MarketplaceProvider,
} from '@marketplace/react-hooks';
import { createBrowserTokenStore, createCookieTokenStore, createMarketplaceClient } from '@marketplace/sdk';
import { type ReactNode, useContext, useState } from 'react';
import { RequestContext } from './requestContext';

// The hooks' providers, on the server (the request's cookies) and in the browser (its own cookies). The
// saved cart is read after hydration (deferRestore): both first renders show the empty cart.
export function ShopProviders({
  api,
  fallback,
  children,
}: {
  api: string;
  fallback: MarketplaceFallback;
  children: ReactNode;
}) {
  const request = useContext(RequestContext);
  const [client] = useState(() => {
    const url = request ? new URL(request.url) : undefined;
    return createMarketplaceClient({
      hosts: { main: api },
      session:
        request && url
          ? createCookieTokenStore({ cookie: request.headers.get('cookie'), location: url })
          : createBrowserTokenStore(),
      pathname: () => url?.pathname ?? location.pathname,
    });
  });
  const [store] = useState(() => createClientStore({ deferRestore: true }));
  return (
    <MarketplaceProvider client={client} fallback={fallback}>
      <ClientStateProvider store={store}>
        <CartProvider>{children}</CartProvider>
      </ClientStateProvider>
    </MarketplaceProvider>
  );
}
