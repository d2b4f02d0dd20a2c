import { MarketplaceProvider } from '@marketplace/react-hooks';
import { createSandbox, DEFAULT_SANDBOX_HOSTS, DEMO_ACCOUNTS, type Sandbox } from '@marketplace/sandbox';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  loginAdmin,
  type MarketplaceClient,
} from '@marketplace/sdk';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { ToastRegion } from '../app/ToastRegion';

/** A fresh sandbox and a client that talks to it, for one story. */
export interface StorySandbox {
  sandbox: Sandbox;
  client: MarketplaceClient;
}

/**
 * A fresh sandbox (seeded, nothing persisted) and an SDK client whose `fetch` the sandbox answers in the
 * page itself (MSW's `getResponse`, no service worker), with the demo admin logged in. Stories of forms
 * send real calls to it: the contract's 422s, messages and faults are the sandbox's own.
 *
 * @example
 * export default { loaders: [async () => ({ kit: await storySandbox() })] };
 */
export async function storySandbox(): Promise<StorySandbox> {
  const sandbox = createSandbox();
  const handlers = sandbox.handlers();
  const client = createMarketplaceClient({
    hosts: DEFAULT_SANDBOX_HOSTS,
    session: createMemoryTokenStore(),
    // The demo admin is the story's session: calls open to several roles (an upload) go as the admin, as
    // on an /admin page (a story's own address selects no role).
    pathname: () => '/admin',
    retry: false,
    fetch: async (request) => {
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`The story sandbox has no handler for ${request.method} ${request.url}`);
      // An injected network fault: fail as a broken network would.
      if (response.type === 'error') throw new TypeError('Failed to fetch');
      return response;
    },
  });
  const admin = DEMO_ACCOUNTS.find((account) => account.accountType === 'admin');
  if (!admin) throw new Error('The sandbox has no demo admin');
  const { data } = await loginAdmin(client, { body: { email: admin.email, password: admin.password } });
  client.session.setSession('admin', data.token, data.user);
  return { sandbox, client };
}

/**
 * The hooks' provider over a story's sandbox client (a fresh SWR cache), with the app's toast area.
 *
 * @example
 * decorators: [(Story, { loaded }) => <StorySandboxProvider kit={loaded.kit}><Story /></StorySandboxProvider>]
 */
export function StorySandboxProvider({ kit, children }: { kit: StorySandbox; children: ReactNode }) {
  return (
    <MarketplaceProvider client={kit.client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
      <ToastRegion />
    </MarketplaceProvider>
  );
}
