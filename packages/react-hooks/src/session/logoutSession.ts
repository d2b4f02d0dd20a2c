import { logout, type MarketplaceClient, type UserType } from '@marketplace/sdk';
import type { ClientStore } from '../state/createClientStore';

/**
 * Logs a role out without a framework (spec section 4): clears its token and user (the SDK's `logout`:
 * cookie and local storage) and, when `store` is given, its login slice. No role (or `''`) clears all
 * four. The server is not called; the cart stays (the cart engine empties a customer's lines when their
 * session ends). `useLogout()` is this, plus dropping the role's cached answers.
 *
 * @example
 * logoutSession(client, 'customer', clientStore);
 */
export function logoutSession(client: MarketplaceClient, role?: UserType | '', store?: ClientStore): void {
  const which = role || undefined;
  logout(client.session, which);
  store?.getState().clearSession(which);
}
