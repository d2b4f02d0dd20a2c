import { logout, type UserType } from '@marketplace/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import { useClientStore } from '../state/ClientStateProvider';

/**
 * Logging out (spec section 4): `logout(role)` clears that role's token (its cookie and local-storage
 * entries, through the SDK's `logout`), its login slice (and the user, when it is that role's), and the
 * cached answers, set to undefined without refetching so no private data stays on screen and nothing is
 * asked for with a token that is gone. Answers cached for another role (`as` in their key) stay.
 * `logout()` (or `''`, a page of no role) clears all four sessions and the whole cache. The server is not
 * called; the cart stays (it is the visitor's, not the session's).
 *
 * @example
 * const logout = useLogout();
 * <button onClick={() => logout('merchant')}>Log out</button>
 */
export function useLogout(): (role?: UserType | '') => void {
  const client = useMarketplaceClient();
  const store = useClientStore();
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    (role?: UserType | '') => {
      const which = role || undefined;
      logout(client.session, which);
      store.getState().clearSession(which);
      const clears = (key: unknown) => !which || !cachedForOtherRole(key, which);
      // useSWRInfinite keeps each list under INFINITE_PREFIX + its first page's key, which key filters do
      // not reach; the first page's own entry still holds the original key (`_k`).
      for (const key of [...cache.keys()]) {
        if (!key.startsWith(INFINITE_PREFIX)) continue;
        const firstPage = (cache.get(key.slice(INFINITE_PREFIX.length)) as { _k?: unknown } | undefined)?._k;
        if (clears(firstPage)) void mutate(key, undefined, { revalidate: false });
      }
      void mutate(clears, undefined, { revalidate: false });
    },
    [client, store, mutate, cache],
  );
}

/** The cache prefix of swr/infinite's lists (SWR 2). */
const INFINITE_PREFIX = '$inf$';

/** Whether a cache key names, with `as`, a role other than `role` (keys are `[operationId, { as, ... }]`). */
function cachedForOtherRole(key: unknown, role: UserType): boolean {
  if (!Array.isArray(key)) return false;
  const as = (key[1] as { as?: unknown } | undefined)?.as;
  return typeof as === 'string' && as !== role;
}
