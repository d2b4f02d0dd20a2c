// Shared pieces of the hooks-core tests: logging a demo account in, a provider with chosen SWR options,
// counting the sandbox's requests, and recording the load states a hook goes through.
import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { loginAdmin, loginCustomer, loginMerchant, type MarketplaceClient } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { MarketplaceProvider } from '../../src/core/MarketplaceProvider';

type LoginRole = 'customer' | 'merchant' | 'admin';

const DEMO_EMAIL: Record<LoginRole, string> = {
  customer: 'customer@demo.test',
  merchant: 'merchant@demo.test',
  admin: 'admin@demo.test',
};
const LOGIN = { customer: loginCustomer, merchant: loginMerchant, admin: loginAdmin } as const;

/** Logs the role's demo account in through the SDK and keeps its token in the client's token store. */
export async function logIn(client: MarketplaceClient, role: LoginRole): Promise<void> {
  const { data } = await LOGIN[role](client, { body: { email: DEMO_EMAIL[role], password: DEMO_PASSWORD } });
  client.session.setSession(role, data.token, data.user);
}

/** The provider with a fresh cache and these SWR options over its defaults. */
function FreshProvider(props: {
  client: MarketplaceClient;
  swr: SWRConfiguration;
  onMessage?: (m: MarketplaceMessage) => void;
  children?: ReactNode;
}) {
  return (
    <MarketplaceProvider
      client={props.client}
      swr={{ provider: () => new Map(), ...props.swr }}
      onMessage={props.onMessage}
    >
      {props.children}
    </MarketplaceProvider>
  );
}

/**
 * A wrapper with a cache of its own and exactly these SWR options over the provider's defaults (unlike
 * `wrapperFor`, it keeps the default 2 s deduplication window unless told otherwise).
 */
export function providerWith(
  client: MarketplaceClient,
  swr: SWRConfiguration = {},
  onMessage?: (m: MarketplaceMessage) => void,
): (props: { children: ReactNode }) => ReactNode {
  return ({ children }) => (
    <FreshProvider client={client} swr={swr} onMessage={onMessage}>
      {children}
    </FreshProvider>
  );
}

/** How many requests of the log went to this method and path (the path's end, query string ignored). */
export function countRequests(requests: readonly Request[], method: string, path: string): number {
  return requests.filter((r) => r.method === method && new URL(r.url).pathname.endsWith(path)).length;
}

/** The distinct states in the order they were seen (repeats in a row collapsed). */
export function trail<T>(seen: readonly T[]): T[] {
  return seen.filter((value, i) => i === 0 || value !== seen[i - 1]);
}

/** Resolves after `ms` milliseconds (to let retries that should not happen have their chance). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
