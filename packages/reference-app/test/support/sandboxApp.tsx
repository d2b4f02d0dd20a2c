// Screen tests run against a fresh sandbox per test (behind MSW in Node; unhandled requests are errors),
// inside the app's real providers, with a fresh SWR cache, a memory token store and memory storage, and a
// memory router. Nothing is shared between tests.

import {
  CartProvider,
  ClientStateProvider,
  type ClientStore,
  createClientStore,
  createMemoryStorage,
  MarketplaceProvider,
} from '@marketplace/react-hooks';
import { createSandbox, type Sandbox, setupSandboxServer, TEST_HOSTS } from '@marketplace/sandbox/node';
import { createMarketplaceClient, createMemoryTokenStore, type MarketplaceClient } from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { PersistGateOverlay } from '../../src/app/PersistGateOverlay';
import { routes as appRoutes, patchWorkspacePages } from '../../src/app/routes';
import { SandboxContext, type SandboxControls } from '../../src/app/SandboxContext';

export const TEST_NOW = new Date('2026-11-01T09:00:00.000Z');

// The test's sandbox, whose outbox the demo mailbox reads.
let activeSandbox: Sandbox | undefined;

/** Installs MSW for the test file; each test gets a fresh sandbox. */
export function sandboxFixture() {
  let current: ReturnType<typeof setupSandboxServer> | undefined;
  const requests: { method: string; path: string; search: string; body?: unknown }[] = [];
  const state = {
    get sandbox(): Sandbox {
      if (!current) throw new Error('no sandbox outside a test');
      return current.sandbox;
    },
    /** Every request the sandbox received in this test: method, path, query string and JSON body (read soon after). */
    requests,
  };
  beforeAll(() => {
    current = setupSandboxServer({ now: TEST_NOW });
    current.server.listen({ onUnhandledRequest: 'error' });
    current.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const entry: { method: string; path: string; search: string; body?: unknown } = {
        method: request.method,
        path: url.pathname,
        search: url.search,
      };
      requests.push(entry);
      void request
        .clone()
        .text()
        .then((text) => {
          if (text) entry.body = JSON.parse(text);
        })
        .catch(() => undefined);
    });
  });
  beforeEach(() => {
    requests.length = 0;
    const sandbox = createSandbox({
      now: TEST_NOW,
      assetsBase: 'http://sandbox.test/sandbox-assets',
      // Emailed links open this app, as in the browser sandbox.
      appUrl: location.origin,
    });
    activeSandbox = sandbox;
    current?.server.resetHandlers(...sandbox.handlers(TEST_HOSTS));
    if (current) current = { ...current, sandbox };
  });
  afterEach(() => {
    // Vitest runs without globals, so Testing Library cannot unmount by itself.
    cleanup();
    current?.server.resetHandlers();
  });
  afterAll(() => current?.server.close());
  return state;
}

/** Options of {@link renderRoutes}. */
export interface RenderRoutesOptions {
  /** The page to open. */
  path: string;
  routes: RouteObject[];
  /** Run as the app does on the sandbox (the login screen lists the demo accounts). Default true. */
  onSandbox?: boolean;
}

/** What {@link renderRoutes} gives a test. */
export interface RenderedRoutes {
  router: ReturnType<typeof createMemoryRouter>;
  client: MarketplaceClient;
  store: ClientStore;
  /** The router's current path with its query. */
  location(): string;
}

/**
 * Renders `routes` at `path` in the app's providers. The client reads the role of a call from the memory
 * router's path, as the app's client reads it from the browser's. The app's own routes (src/app/routes.tsx)
 * get their workspaces' pages as in the app (patchWorkspacePages).
 *
 * @example
 * const app = renderRoutes({ path: '/merchant/login', routes: authRoutes() });
 */
export function renderRoutes({ path, routes, onSandbox = true }: RenderRoutesOptions): RenderedRoutes {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const client = createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
    pathname: () => router?.state.location.pathname ?? path,
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
  });
  const store = createClientStore({ storage: createMemoryStorage() });
  // The app's own routes get their workspaces' pages as in the app; other routes render at once.
  const workspaces = routes === appRoutes ? { patchRoutesOnNavigation: patchWorkspacePages } : {};
  router = createMemoryRouter(routes, { initialEntries: [path], ...workspaces });
  const sandbox: SandboxControls | undefined = onSandbox
    ? { reset: () => undefined, emails: async (to) => activeSandbox?.emails(to) ?? [] }
    : undefined;
  render(
    <SandboxContext.Provider value={sandbox}>
      <MarketplaceProvider client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ClientStateProvider store={store}>
          <PersistGateOverlay>
            <CartProvider>
              <RouterProvider router={router} />
            </CartProvider>
          </PersistGateOverlay>
        </ClientStateProvider>
      </MarketplaceProvider>
    </SandboxContext.Provider>,
  );
  const current = router;
  return {
    router: current,
    client,
    store,
    location: () => `${current.state.location.pathname}${current.state.location.search}`,
  };
}

/** An email the sandbox "sent" (its `emails` table). */
export interface SandboxEmail {
  to: string;
  kind: 'confirmation' | 'password-reset' | 'invitation';
  token: string;
  link: string;
}

/**
 * The newest email of a kind the sandbox "sent" to an address: the test follows its link as a person
 * would follow the one in their inbox.
 *
 * @example
 * const { token } = lastEmail(ctx.sandbox, 'ada@example.com', 'confirmation')!;
 */
export function lastEmail(
  sandbox: Sandbox,
  to: string,
  kind: SandboxEmail['kind'],
): SandboxEmail | undefined {
  const rows = (sandbox.db.toJSON().emails?.rows ?? []) as unknown as (SandboxEmail & { id: number })[];
  return rows.filter((e) => e.to === to.toLowerCase() && e.kind === kind).sort((a, b) => b.id - a.id)[0];
}
