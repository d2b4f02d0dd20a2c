// The storefront's tests render the real app (its routes, layout and providers) in jsdom, on a fresh
// sandbox per test behind MSW (unhandled requests are errors), with a fresh SWR cache, a memory token
// store, memory-backed client state and a memory router: tests share nothing.

import {
  CartProvider,
  ClientStateProvider,
  type ClientStore,
  createClientStore,
  createMemoryStorage,
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
  type TokenStore,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { PersistGateOverlay } from '../../src/app/PersistGateOverlay';
import { routes } from '../../src/app/routes';
import { storefrontScreens } from '../../src/app/storefrontScreens';
import { ToastRegion } from '../../src/app/ToastRegion';

/** The sandbox's clock in every test (seed data is dated around it). */
export const TEST_NOW = new Date('2026-11-01T09:00:00.000Z');

type Server = ReturnType<typeof setupSandboxServer>['server'];

/** Installs MSW for the file; each test gets a fresh sandbox and a request log. */
export function setupSandbox() {
  let server: Server | undefined;
  let sandbox: Sandbox | undefined;
  const requests: Request[] = [];
  const state = {
    get sandbox(): Sandbox {
      if (!sandbox) throw new Error('no sandbox outside a test');
      return sandbox;
    },
    get server(): Server {
      if (!server) throw new Error('no server outside a test');
      return server;
    },
    /** Every request the sandbox received in this test (clones, readable). */
    requests,
    /** The requests of one path of the main host (`/contact-us/contact-us`), in order. */
    requestsTo(path: string): Request[] {
      return requests.filter(
        (r) => new URL(r.url).pathname === new URL(`${TEST_HOSTS.main}${path}`).pathname,
      );
    },
  };
  beforeAll(async () => {
    // The storefront's lazy screens and the home page's later sections, loaded before the tests (under
    // the hook's own time limit): a file's first visit otherwise waits on their first transform, which
    // took over 45 s inside one test on a loaded machine (the header search test, the whole suite at load 19).
    await Promise.all([storefrontScreens(), import('../../src/roles/storefront/HomeLaterSections')]);
    server = setupSandboxServer({ now: TEST_NOW }).server;
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      requests.push(request.clone());
    });
  });
  beforeEach(() => {
    requests.length = 0;
    sandbox = createSandbox({ now: TEST_NOW, assetsBase: 'http://sandbox.test/sandbox-assets' });
    server?.resetHandlers(...sandbox.handlers(TEST_HOSTS));
  });
  afterEach(() => {
    cleanup();
    server?.resetHandlers();
  });
  afterAll(() => server?.close());
  return state;
}

/** What {@link renderApp} returns. */
export interface RenderedApp {
  router: ReturnType<typeof createMemoryRouter>;
  client: MarketplaceClient;
  session: TokenStore;
  store: ClientStore;
  /** The path and query the router is on. */
  location(): string;
}

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** A token store holding sessions (see {@link logInCustomer}); a fresh one by default. */
  session?: TokenStore;
  /** The client state to start from (a guest cart, ...). */
  store?: ClientStore;
}

/**
 * Renders the app at `path`: the real routes and layout, with the providers the app uses (SDK client on
 * the sandbox, SWR with a fresh cache and no retries, persisted client state in memory, the cart, the
 * toast area).
 *
 * @example
 * const app = renderApp('/product/1');
 * await screen.findByRole('heading', { level: 1, name: 'Ankara Print Midi Dress' });
 */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderedApp {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const session = options.session ?? createMemoryTokenStore();
  const client = clientFor(session, () => router.state.location.pathname);
  const store = options.store ?? newClientStore();
  render(
    <MarketplaceProvider
      client={client}
      swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <ClientStateProvider store={store}>
        <PersistGateOverlay>
          <CartProvider>
            <RouterProvider router={router} />
          </CartProvider>
        </PersistGateOverlay>
      </ClientStateProvider>
      <ToastRegion navigate={(href) => void router.navigate(href)} />
    </MarketplaceProvider>,
  );
  return {
    router,
    client,
    session,
    store,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** A client on the sandbox with strict response validation and no retries. */
export function clientFor(session: TokenStore, pathname: () => string = () => '/'): MarketplaceClient {
  return createMarketplaceClient({
    hosts: TEST_HOSTS,
    session,
    pathname,
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
  });
}

/** Client state kept in memory (as the browser's local storage would keep it). */
export function newClientStore(): ClientStore {
  return createClientStore({ storage: createMemoryStorage(), onError: () => undefined });
}

/** A token store where the demo customer is logged in (through the sandbox's login). */
export async function logInCustomer(email = 'customer@demo.test'): Promise<TokenStore> {
  const session = createMemoryTokenStore();
  const { data } = await loginCustomer(clientFor(session), { body: { email, password: DEMO_PASSWORD } });
  session.setSession('customer', data.token, data.user);
  return session;
}

/** The number of items the layout's cart link shows. */
export function headerCartCount(): string | undefined {
  const nav = screen.getByRole('navigation', { name: 'Account' });
  const link = within(nav).getByRole('link', { name: /cart/i });
  return /\((\d+)\)/.exec(link.textContent ?? '')?.[1];
}

/**
 * Waits until the home page's sections below the first screen are in: their code is a module loaded after
 * the first screen's data (or as they come near the screen), and until then each shows a stand-in section
 * of the same name (which the real one replaces, so an element taken from it before would be stale).
 */
export async function homeSectionsIn(): Promise<void> {
  await waitFor(() => {
    const home = document.querySelector('.storefront-home');
    if (!home || home.querySelector('.load-section--code-pending')) throw new Error('home sections loading');
  });
}

/** A section of the page by its heading's name. */
export function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

/** A sandbox table, read and changed as plain rows (for arranging a test's data). */
export interface LooseTable {
  all(): Record<string, unknown>[];
  get(id: number): Record<string, unknown> | undefined;
  insert(row: Record<string, unknown>): Record<string, unknown> & { id: number };
  update(id: number, patch: Record<string, unknown>): unknown;
  delete(id: number): unknown;
}

/**
 * One of the sandbox's tables by name (its typings list only some of them).
 *
 * @example
 * for (const row of table(ctx.sandbox, 'promotions').all()) table(ctx.sandbox, 'promotions').delete(row.id as number);
 */
export function table(sandbox: Sandbox, name: string): LooseTable {
  return (sandbox.db.table as unknown as (name: string) => LooseTable).call(sandbox.db, name);
}
