import {
  CartProvider,
  ClientStateProvider,
  type ClientStore,
  type MarketplaceFallback,
  MarketplaceProvider,
} from '@marketplace/react-hooks';
import type { MarketplaceClient } from '@marketplace/sdk';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { SWRConfiguration } from 'swr';
import type { ErrorReporter } from './errorReporter';
import { PersistGateOverlay } from './PersistGateOverlay';
import { ReporterContext } from './ReporterContext';
import { createAppRouter } from './routes';
import { SandboxContext, type SandboxControls } from './SandboxContext';
import { ToastRegion } from './ToastRegion';

/** Props of {@link App}. */
export interface AppProps {
  client: MarketplaceClient;
  store: ClientStore;
  sandbox?: SandboxControls;
  reporter: ErrorReporter;
  /** SWR options (tests pass a fresh cache). */
  swr?: SWRConfiguration;
  /** The router: boot's browser router, or a memory router in tests; a new browser router by default. */
  router?: ReturnType<typeof createAppRouter>;
  /**
   * The page as the server renders it (`<StaticRouterProvider>` of `router`), in place of the browser's
   * `<RouterProvider>`: src/entry-server.tsx.
   */
  page?: ReactNode;
  /** The answers the server fetched for this page (the hooks' fallback), on the server and in the browser. */
  fallback?: MarketplaceFallback;
  /**
   * The page was rendered on the server: the page shows while the saved state is restored (the store is
   * made with `deferRestore`, so the first render matches the server's HTML), no overlay over it.
   */
  serverRendered?: boolean;
}

/**
 * The app's providers around its routes: error reporting, the sandbox controls, the SDK client and SWR
 * (messages go to the toast area), the persisted client state (the loading overlay covers the page
 * until it is restored), and the cart.
 *
 * @example
 * <App client={client} store={createClientStore()} reporter={consoleReporter()} />
 */
export function App({
  client,
  store,
  sandbox,
  reporter,
  swr,
  router,
  page,
  fallback,
  serverRendered,
}: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <ReporterContext.Provider value={reporter}>
      <SandboxContext.Provider value={sandbox}>
        <MarketplaceProvider client={client} swr={swr} fallback={fallback}>
          <ClientStateProvider store={store}>
            <PersistGateOverlay cover={!serverRendered}>
              <CartProvider>{page ?? <RouterProvider router={appRouter} />}</CartProvider>
            </PersistGateOverlay>
          </ClientStateProvider>
          <ToastRegion navigate={(href) => void appRouter.navigate(href)} />
        </MarketplaceProvider>
      </SandboxContext.Provider>
    </ReporterContext.Provider>
  );
}
