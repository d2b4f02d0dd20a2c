import {
  CartProvider,
  ClientStateProvider,
  type ClientStore,
  MarketplaceProvider,
} from '@marketplace/react-hooks';
import type { MarketplaceClient } from '@marketplace/sdk';
import { useState } from 'react';
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
}

/**
 * The app's providers around its routes: error reporting, the sandbox controls, the SDK client and SWR
 * (messages go to the toast area), the persisted client state (the loading overlay covers the page
 * until it is restored), and the cart.
 *
 * @example
 * <App client={client} store={createClientStore()} reporter={consoleReporter()} />
 */
export function App({ client, store, sandbox, reporter, swr, router }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <ReporterContext.Provider value={reporter}>
      <SandboxContext.Provider value={sandbox}>
        <MarketplaceProvider client={client} swr={swr}>
          <ClientStateProvider store={store}>
            <PersistGateOverlay>
              <CartProvider>
                <RouterProvider router={appRouter} />
              </CartProvider>
            </PersistGateOverlay>
          </ClientStateProvider>
          <ToastRegion navigate={(href) => void appRouter.navigate(href)} />
        </MarketplaceProvider>
      </SandboxContext.Provider>
    </ReporterContext.Provider>
  );
}
