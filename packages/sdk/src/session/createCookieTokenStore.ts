import type { UserType } from '../detectUserType';
import { type CookieLocation, cookieAttributes } from './cookieAttributes';
import { createListenerSet } from './createListenerSet';
import { parseCookieHeader } from './parseCookieHeader';
import type { TokenStore } from './TokenStore';
import { TOKEN_COOKIE_NAMES } from './tokenCookieNames';
import { USER_TYPES } from './userTypes';

/** Options of {@link createCookieTokenStore}. */
export interface CookieTokenStoreOptions {
  /** The request's `Cookie` header (`request.headers.get('cookie')`); `null` or `undefined`: none. */
  cookie: string | null | undefined;
  /** The page the request is for (its URL's `hostname` and `protocol`), for the cookies' domain and Secure. */
  location: CookieLocation;
  /**
   * Users the server already knows, per role (the browser keeps them in local storage, which a request
   * does not carry). Default: none.
   */
  users?: Partial<Record<UserType, unknown>>;
}

/** A {@link TokenStore} over one request's cookies, that also says which cookies its response must set. */
export interface CookieTokenStore extends TokenStore {
  /**
   * The `Set-Cookie` header values for what changed during the request: a login's token cookie with the
   * spec's attributes (Path=/, SameSite=Lax, the shared domain unless on localhost or an IP, Secure on
   * https), or, after `clear`, the cookie expired with and without its domain. One value per header.
   */
  setCookies(): string[];
}

/**
 * The token store of a server rendering one request: tokens from the request's `Cookie` header (the
 * cookies `createBrowserTokenStore` writes: {@link TOKEN_COOKIE_NAMES}), so the server calls the API as
 * the browser's customer and the hooks' keys (which carry a fingerprint of the token) are the same on
 * both sides. Logins and logouts made while serving the request are answered with `Set-Cookie` headers
 * ({@link CookieTokenStore.setCookies}). Make one per request: sessions are never shared.
 *
 * @example
 * const session = createCookieTokenStore({ cookie: request.headers.get('cookie'), location: new URL(request.url) });
 * const client = createMarketplaceClient({ session, pathname: () => new URL(request.url).pathname });
 * session.getToken('customer'); // the customer_token cookie's value, or undefined
 * for (const value of session.setCookies()) headers.append('Set-Cookie', value);
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions): CookieTokenStore {
  const jar = parseCookieHeader(options.cookie ?? '');
  const users = new Map<UserType, unknown>();
  for (const role of USER_TYPES) {
    const user = options.users?.[role];
    if (user !== undefined && user !== null) users.set(role, user);
  }
  const changes = new Map<string, string[]>();
  const listeners = createListenerSet<UserType>();
  const { domain, path, sameSite, secure } = cookieAttributes(options.location);
  const attributes = (withDomain: boolean) =>
    `; Path=${path}${withDomain && domain ? `; Domain=${domain}` : ''}; SameSite=${sameSite}${secure ? '; Secure' : ''}`;

  return {
    getToken: (role) => jar.get(TOKEN_COOKIE_NAMES[role]) || undefined,
    getUser: <T>(role: UserType) => users.get(role) as T | undefined,
    setSession(role, token, user) {
      const name = TOKEN_COOKIE_NAMES[role];
      jar.set(name, token);
      if (user === null) users.delete(role);
      else if (user !== undefined) users.set(role, user);
      changes.set(name, [`${name}=${encodeURIComponent(token)}${attributes(true)}`]);
      listeners.emit(role);
    },
    clear(role) {
      const roles = role ? [role] : USER_TYPES;
      for (const each of roles) {
        const name = TOKEN_COOKIE_NAMES[each];
        jar.delete(name);
        users.delete(each);
        // Either may have been written (see createBrowserTokenStore): expire both.
        const expired = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`;
        changes.set(
          name,
          domain
            ? [`${expired}${attributes(true)}`, `${expired}${attributes(false)}`]
            : [`${expired}${attributes(false)}`],
        );
      }
      for (const each of roles) listeners.emit(each);
    },
    subscribe: listeners.subscribe,
    setCookies: () => [...changes.values()].flat(),
  };
}
