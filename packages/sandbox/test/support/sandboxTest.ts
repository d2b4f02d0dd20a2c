// Shared by the sandbox's tests: a fresh sandbox per test behind MSW (unhandled requests are errors),
// and SDK clients that validate every response strictly against the contract.
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  loginAdmin,
  loginCustomer,
  loginMerchant,
  loginPartner,
  type MarketplaceClient,
  type UserType,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/createSandbox';
import { DEMO_PASSWORD } from '../../src/demoAccounts';
import { setupSandboxServer, TEST_HOSTS } from '../../src/node';

/** The fixed clock of the tests. */
export const TEST_NOW = new Date('2026-11-01T09:00:00.000Z');

/**
 * Installs MSW for the file and gives each test a fresh sandbox (seed 1, fixed clock, or the test's
 * own clock: `sandboxFixture({ now: () => clock })`).
 *
 * @example
 * const ctx = sandboxFixture();
 * it('...', async () => { const client = ctx.client('customer'); ... });
 */
export function sandboxFixture(options: { now?: () => Date } = {}) {
  let current: ReturnType<typeof setupSandboxServer> | undefined;
  const state = {
    get sandbox(): Sandbox {
      if (!current) throw new Error('no sandbox outside a test');
      return current.sandbox;
    },
    /** A client whose calls carry `role`'s token (pages under /<role>/...). */
    client(role?: UserType): MarketplaceClient {
      const client = createMarketplaceClient({
        hosts: TEST_HOSTS,
        session: createMemoryTokenStore(),
        pathname: () => (role ? `/${role}/page` : '/'),
        validation: 'strict',
        schemas: operationSchemas,
        retry: false,
        timeout: 10_000,
      });
      return role ? client.as(role) : client;
    },
    /** A client logged in with a demo account (password demo1234). */
    async login(email: string, role: UserType): Promise<MarketplaceClient> {
      const client = state.client(role);
      const body = { email, password: DEMO_PASSWORD };
      const { data } =
        role === 'customer'
          ? await loginCustomer(client, { body })
          : role === 'merchant'
            ? await loginMerchant(client, { body })
            : role === 'admin'
              ? await loginAdmin(client, { body })
              : await loginPartner(client, { body });
      client.session.setSession(role, data.token, data.user);
      return client;
    },
  };
  beforeAll(() => {
    // One MSW server for the file; each test swaps in a fresh sandbox's handlers.
    current = setupSandboxServer({ now: TEST_NOW });
    current.server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    // A fresh sandbox per test, behind the file's one MSW server.
    const sandbox = createSandbox({
      now: options.now ?? TEST_NOW,
      assetsBase: 'http://sandbox.test/sandbox-assets',
    });
    current?.server.resetHandlers(...sandbox.handlers(TEST_HOSTS));
    if (current) current = { ...current, sandbox };
  });
  afterEach(() => current?.server.resetHandlers());
  afterAll(() => current?.server.close());
  return state;
}
