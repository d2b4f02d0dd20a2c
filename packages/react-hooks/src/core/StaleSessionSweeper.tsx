'use client';
import type { MarketplaceClient } from '@marketplace/sdk';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

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
  // The sweep is a module of its own, loaded by the first session change (a login or a logout). Should it
  // not load (offline), nothing is shown wrongly meanwhile: every key holds its session, so another
  // session's answers are never read; they only stay in memory until a later sweep.
  useEffect(
    () =>
      client.session.subscribe((role) => {
        import('./dropStaleSessions').then(
          ({ dropStaleSessions }) => dropStaleSessions(cache, mutate, client, role),
          () => undefined,
        );
      }),
    [client, cache, mutate],
  );
  return null;
}
