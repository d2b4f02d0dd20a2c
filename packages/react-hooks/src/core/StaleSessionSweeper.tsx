'use client';
import type { MarketplaceClient } from '@marketplace/sdk';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { dropStaleSessions } from './keyRegistry';

/**
 * Rendered by `MarketplaceProvider` inside its SWR cache: whenever a role's session changes in the token
 * store (a login, a logout through any path: the hooks, `client.logout`, the SDK's `logout`), drops that
 * role's answers of the previous session. Renders nothing.
 *
 * @example
 * <SWRConfig value={config}><StaleSessionSweeper client={client} />{children}</SWRConfig>
 */
export function StaleSessionSweeper({ client }: { client: MarketplaceClient }): null {
  const { cache, mutate } = useSWRConfig();
  useEffect(
    () => client.session.subscribe((role) => dropStaleSessions(cache, mutate, client, role)),
    [client, cache, mutate],
  );
  return null;
}
