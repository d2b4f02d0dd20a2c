import type { UserType } from '@marketplace/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import type { SessionUser } from './SessionUser';

/** A role's token and user as the client's token store holds them. */
export interface StoredSession<R extends UserType> {
  token: string | undefined;
  user: SessionUser<R> | undefined;
}

/**
 * A role's token and user from the client's token store (`client.session`: cookies and local storage in a
 * browser, memory elsewhere), re-rendering when that role's session changes. `''` (a page of no role)
 * reads nothing.
 *
 * @example
 * const { token, user } = useStoredSession('merchant');
 */
export function useStoredSession<R extends UserType>(role: R | ''): StoredSession<R> {
  const { session } = useMarketplaceClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      session.subscribe((changed) => {
        if (changed === role) onChange();
      }),
    [session, role],
  );
  // The store returns the same token and user until the session changes: valid snapshots.
  const getToken = () => (role ? session.getToken(role) : undefined);
  const getUser = () => (role ? session.getUser<SessionUser<R>>(role) : undefined);
  const token = useSyncExternalStore(subscribe, getToken, getToken);
  const user = useSyncExternalStore(subscribe, getUser, getUser);
  return { token, user };
}
