'use client';
import type { MarketplaceClient, UserType } from '@marketplace/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { sessionOf } from './operationKey';

/**
 * The fingerprint of a role's session in the client's token store, re-rendering when that role logs in or
 * out (or its token changes), so the keys made from it follow. `undefined` for no role or no token.
 *
 * @example
 * const session = useRoleSession(client, 'merchant');
 */
export function useRoleSession(client: MarketplaceClient, role: UserType | ''): string | undefined {
  const { session } = client;
  const subscribe = useCallback(
    (onChange: () => void) =>
      session.subscribe((changed) => {
        if (changed === role) onChange();
      }),
    [session, role],
  );
  // A string: equal snapshots compare equal, so unrelated renders do not loop.
  const snapshot = () => sessionOf(client, role);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
