'use client';
import type { UserType } from '@marketplace/sdk';
import { useCallback } from 'react';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import { useClientStore } from '../state/ClientStateProvider';
import { logoutSession } from './logoutSession';

/**
 * Logging out (spec section 4): `logout(role)` clears that role's token (its cookie and local-storage
 * entries, through the SDK's `logout`), its login slice (and the user, when it is that role's), and its
 * cached answers. The cache follows the token store: `MarketplaceProvider` drops the answers of the
 * session that ended (emptied without refetching, and answers still in flight are discarded), and the
 * role's queries move to fresh keys, so nothing of the old session shows in the next one, even on a page
 * mounted within the deduplication window. Answers cached for another role stay.
 * `logout()` (or `''`, a page of no role) clears all four sessions and their answers. The server is not
 * called; the cart stays (it is the visitor's, not the session's).
 *
 * @example
 * const logout = useLogout();
 * <button onClick={() => logout('merchant')}>Log out</button>
 */
export function useLogout(): (role?: UserType | '') => void {
  const client = useMarketplaceClient();
  const store = useClientStore();
  return useCallback((role?: UserType | '') => logoutSession(client, role, store), [client, store]);
}
