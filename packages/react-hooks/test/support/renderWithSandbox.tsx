// Hooks' tests run against a fresh sandbox per test (behind MSW in Node, unhandled requests are errors)
// and a fresh SWR cache per render, so tests share nothing.

import { createSandbox, type Sandbox, setupSandboxServer, TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  type MarketplaceClient,
  type TokenStore,
  type UserType,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { type RenderHookOptions, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { MarketplaceProvider } from '../../src/core/MarketplaceProvider';

export const TEST_NOW = new Date('2026-11-01T09:00:00.000Z');

/** Installs MSW for the file; each test gets a fresh sandbox and a request log. */
export function sandboxFixture() {
  let current: ReturnType<typeof setupSandboxServer> | undefined;
  const requests: Request[] = [];
  const state = {
    get sandbox(): Sandbox {
      if (!current) throw new Error('no sandbox outside a test');
      return current.sandbox;
    },
    /** Every request the sandbox received in this test (clones, readable). */
    requests,
    /** A client on the sandbox: pages under /<role>/..., a memory token store, strict validation. */
    client(
      options: { role?: UserType; session?: TokenStore; pathname?: () => string } = {},
    ): MarketplaceClient {
      return createMarketplaceClient({
        hosts: TEST_HOSTS,
        session: options.session ?? createMemoryTokenStore(),
        pathname: options.pathname ?? (() => (options.role ? `/${options.role}/page` : '/')),
        validation: 'strict',
        schemas: operationSchemas,
        retry: false,
      });
    },
  };
  beforeAll(() => {
    current = setupSandboxServer({ now: TEST_NOW });
    current.server.listen({ onUnhandledRequest: 'error' });
    current.server.events.on('request:start', ({ request }) => {
      requests.push(request.clone());
    });
  });
  beforeEach(() => {
    requests.length = 0;
    // A fresh sandbox per test, behind the file's one MSW server.
    const sandbox = createSandbox({ now: TEST_NOW, assetsBase: 'http://sandbox.test/sandbox-assets' });
    current?.server.resetHandlers(...sandbox.handlers(TEST_HOSTS));
    if (current) current = { ...current, sandbox };
  });
  afterEach(() => current?.server.resetHandlers());
  afterAll(() => current?.server.close());
  return state;
}

/** A wrapper with the provider and a cache of its own (no deduplication window, so tests see every fetch). */
export function wrapperFor(
  client: MarketplaceClient,
  options: { onMessage?: (m: MarketplaceMessage) => void; dedupingInterval?: number } = {},
) {
  // biome-ignore lint/correctness/noComponentHookFactories: renderHook takes one wrapper component per client.
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MarketplaceProvider
        client={client}
        onMessage={options.onMessage}
        swr={{ provider: () => new Map(), dedupingInterval: options.dedupingInterval ?? 0 }}
      >
        {children}
      </MarketplaceProvider>
    );
  };
}

/** renderHook inside a fresh provider. */
export function renderWithClient<Result, Props>(
  hook: (props: Props) => Result,
  client: MarketplaceClient,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> & { onMessage?: (m: MarketplaceMessage) => void } = {},
) {
  const { onMessage, ...rest } = options;
  return renderHook(hook, { ...rest, wrapper: wrapperFor(client, { onMessage }) });
}
