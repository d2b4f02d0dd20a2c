import type { UserType } from '../detectUserType';
import type { TokenStore } from './TokenStore';

/**
 * Logs a role out: clears its cookie and local-storage entries (spec section 4). With no role, or `''`
 * (what `detectUserType` gives on a path of no role), all four sessions are cleared, as the spec says for
 * "no type". It only forgets the session locally; the server is not called.
 *
 * @example
 * logout(store, 'merchant'); // the merchant is logged out, other roles stay
 * logout(store, detectUserType(location.pathname)); // '' logs every role out
 * logout(store); // all four
 */
export function logout(store: TokenStore, role?: UserType | ''): void {
  store.clear(role || undefined);
}
