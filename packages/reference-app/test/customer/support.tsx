// Test support for the customer's screens: MSW with a fresh sandbox per test (on TEST_HOSTS, unhandled
// requests are errors), the app's real providers and routes on a memory router, a fresh SWR cache per
// render, and the demo customer logged in through the sandbox before the first render.

import {
  CartProvider,
  ClientStateProvider,
  type ClientStore,
  createClientStore,
  createMemoryStorage,
  type MarketplaceMessage,
  MarketplaceProvider,
} from '@marketplace/react-hooks';
import {
  createSandbox,
  DEMO_PASSWORD,
  type Sandbox,
  setupSandboxServer,
  TEST_HOSTS,
} from '@marketplace/sandbox/node';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  loginCustomer,
  type MarketplaceClient,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ErrorReporter } from '../../src/app/errorReporter';
import { PersistGateOverlay } from '../../src/app/PersistGateOverlay';
import { ReporterContext } from '../../src/app/ReporterContext';
import { createAppRouter } from '../../src/app/routes';
import { ToastRegion } from '../../src/app/ToastRegion';

/** The sandbox's clock in these tests. */
export const TEST_NOW = new Date('2026-11-01T09:00:00.000Z');

/** The demo customer of the seed. */
export const DEMO_CUSTOMER = { email: 'customer@demo.test', password: DEMO_PASSWORD } as const;

/**
 * Installs MSW for the test file; each test gets a fresh sandbox (seed data, fixed clock) and a log of
 * the requests it received.
 */
export function setupCustomerSandbox() {
  let current: ReturnType<typeof setupSandboxServer> | undefined;
  const requests: Request[] = [];
  beforeAll(() => {
    current = setupSandboxServer({ now: TEST_NOW });
    current.server.listen({ onUnhandledRequest: 'error' });
    current.server.events.on('request:start', ({ request }) => {
      requests.push(request.clone());
    });
  });
  beforeEach(() => {
    requests.length = 0;
    const sandbox = createSandbox({ now: TEST_NOW, assetsBase: 'http://sandbox.test/sandbox-assets' });
    current?.server.resetHandlers(...sandbox.handlers(TEST_HOSTS));
    if (current) current = { ...current, sandbox };
  });
  afterEach(() => {
    cleanup();
    current?.server.resetHandlers();
  });
  afterAll(() => current?.server.close());
  return {
    get sandbox(): Sandbox {
      if (!current) throw new Error('no sandbox outside a test');
      return current.sandbox;
    },
    requests,
  };
}

/** Logs the demo customer in through the sandbox and keeps the session in the client's token store. */
export async function logInDemoCustomer(client: MarketplaceClient): Promise<void> {
  const { data } = await loginCustomer(client, { body: { ...DEMO_CUSTOMER } });
  client.session.setSession('customer', data.token, data.user);
}

/** What {@link renderApp} gives a test. */
export interface RenderedApp {
  client: MarketplaceClient;
  store: ClientStore;
  router: ReturnType<typeof createAppRouter>;
  /** Every message the hooks sent on the provider's channel (what the toast area shows). */
  messages: MarketplaceMessage[];
  /** Everything the app reported to its error reporter (a crashed route, ...). */
  reports: unknown[];
  /** The path the memory router is on. */
  path(): string;
}

/**
 * Renders the app at `path` with its real providers (MarketplaceProvider with a fresh SWR cache and no
 * retries, the persisted client state on memory storage, the cart, the toast area) and its real routes on
 * a memory router; by default the demo customer is logged in first, through the sandbox. Resolves once
 * the persisted state is restored and the customer's screen chunk has rendered.
 *
 * @example
 * const app = await renderApp('/customer/orders');
 * await screen.findByRole('heading', { name: 'My orders' });
 */
export async function renderApp(path: string, options: { loggedIn?: boolean } = {}): Promise<RenderedApp> {
  const session = createMemoryTokenStore();
  let router: ReturnType<typeof createAppRouter> | undefined;
  const client = createMarketplaceClient({
    hosts: TEST_HOSTS,
    session,
    // The role of a call comes from the page path, as in the browser.
    pathname: () => router?.state.location.pathname ?? path,
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
  });
  if (options.loggedIn ?? true) await logInDemoCustomer(client);
  router = createAppRouter({ initialEntries: [path] });
  const store = createClientStore({ storage: createMemoryStorage(), onError: () => {} });
  const messages: MarketplaceMessage[] = [];
  const reports: unknown[] = [];
  const reporter: ErrorReporter = {
    tracesSampleRate: 1,
    captureException: (error: unknown) => {
      reports.push(error);
    },
  };
  render(
    <ReporterContext.Provider value={reporter}>
      <MarketplaceProvider
        client={client}
        onMessage={(message) => messages.push(message)}
        swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <ClientStateProvider store={store}>
          <PersistGateOverlay>
            <CartProvider>
              <RouterProvider router={router} />
            </CartProvider>
          </PersistGateOverlay>
        </ClientStateProvider>
        <ToastRegion />
      </MarketplaceProvider>
    </ReporterContext.Provider>,
  );
  const app = router;
  // The first visit loads the route's screen chunk (compiled on demand in tests: it may take seconds).
  await waitFor(() => {
    if (!app.state.initialized || app.state.navigation.state !== 'idle') throw new Error('route loading');
    expectNoOverlay();
  });
  return { client, store, router: app, messages, reports, path: () => app.state.location.pathname };
}

function expectNoOverlay() {
  if (screen.queryByRole('status', { name: /Loading your session|Loading the page/ })) {
    throw new Error('still loading');
  }
}

/** The success and error messages of the channel, as `type: message` lines. */
export function messageLines(messages: readonly MarketplaceMessage[]): string[] {
  return messages.map((m) => `${m.type}: ${m.message}`);
}
