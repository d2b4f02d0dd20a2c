// A storefront page as the server renders it and the browser hydrates it: the route's screen under the
// app's providers, with the page data's answers as the provider's fallback and a memory router at the path.

import {
  CartProvider,
  ClientStateProvider,
  createClientStore,
  createMemoryStorage,
  MarketplaceProvider,
} from '@marketplace/react-hooks';
import type { MarketplaceFallback } from '@marketplace/react-hooks/server';
import type { MarketplaceClient } from '@marketplace/sdk';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from '../../src/app/routes';
import { CategoryScreen } from '../../src/roles/storefront/CategoryScreen';
import { CollectionScreen } from '../../src/roles/storefront/CollectionScreen';
import { HomeScreen } from '../../src/roles/storefront/HomeScreen';
import { MarketplaceProductScreen } from '../../src/roles/storefront/MarketplaceProductScreen';
import { MarketplaceScreen } from '../../src/roles/storefront/MarketplaceScreen';
import { ProductScreen } from '../../src/roles/storefront/ProductScreen';
import { SearchScreen } from '../../src/roles/storefront/SearchScreen';
import { StoreScreen } from '../../src/roles/storefront/StoreScreen';

/** The origin of the tests' requests. */
export const ORIGIN = 'https://shop.example.ng';

const SCREENS: Record<string, ComponentType> = {
  home: HomeScreen,
  category: CategoryScreen,
  search: SearchScreen,
  collection: CollectionScreen,
  marketplace: MarketplaceScreen,
  'marketplace-product': MarketplaceProductScreen,
  product: ProductScreen,
  store: StoreScreen,
};

/** The deepest route the app's routes match for a path: its id, params and path pattern. */
export function routeOf(path: string) {
  const matches = matchRoutes(routes, new URL(path, ORIGIN).pathname);
  const deepest = matches?.at(-1);
  if (!deepest?.route.id) throw new Error(`no route with an id matches ${path}`);
  return { id: deepest.route.id, params: deepest.params, pattern: deepest.route.path ?? '' };
}

/**
 * The page at `path`: its route's screen under the app's providers (a fresh SWR cache, client state that
 * restores after hydration, the cart) with `fallback`.
 */
export function pageAt(path: string, client: MarketplaceClient, fallback: MarketplaceFallback): ReactElement {
  const url = new URL(path, ORIGIN);
  const route = routeOf(path);
  const Screen = SCREENS[route.id] as ComponentType;
  const router = createMemoryRouter([{ path: `/${route.pattern}`, element: <Screen /> }], {
    initialEntries: [`${url.pathname}${url.search}`],
  });
  return (
    <MarketplaceProvider client={client} fallback={fallback} swr={{ provider: () => new Map() }}>
      <ClientStateProvider store={createClientStore({ storage: createMemoryStorage(), deferRestore: true })}>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </ClientStateProvider>
    </MarketplaceProvider>
  );
}
