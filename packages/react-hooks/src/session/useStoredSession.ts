'use client';
import type { UserType } from '@marketplace/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import type { SessionUser } from './SessionUser';

/** A role's token and user as the client's token store holds them. */
export interface StoredSession<R extends UserType> {
  token: string | undefined;
  user: SessionUser<R> | undefined;
}

const noUser = () => undefined;

/**
 * A role's token and user from the client's token store (`client.session`: cookies and local storage in a
 * browser, memory elsewhere), re-rendering when that role's session changes. `''` (a page of no role)
 * reads nothing. In server rendering the `user` is `undefined` on the server and in the first (hydrating)
 * render in the browser; render the user's details from an API answer instead (`useGetUserData`, seeded
 * with `fallbackQuery`), whose key the cookie's token makes the same on both sides.
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
  // The stored user lives in the browser's local storage, which a server cannot read: on the server and
  // in the browser's hydrating render it is undefined, so the HTML matches; it fills in right after. The
  // token is in a cookie, which both sides read (createCookieTokenStore on the server).
  const user = useSyncExternalStore(subscribe, getUser, noUser);
  return { token, user };
}
