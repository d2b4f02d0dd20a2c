import type { UserType } from '../detectUserType';
import { type CookieLocation, cookieAttributes, type SessionCookieAttributes } from './cookieAttributes';
import { createListenerSet } from './createListenerSet';
import * as cookies from './documentCookies';
import { SHARED_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';
import type { TokenStore } from './TokenStore';
import { TOKEN_COOKIE_NAMES } from './tokenCookieNames';
import { USER_TYPES } from './userTypes';

/** The part of the Web Storage API the browser store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createBrowserTokenStore}; every one defaults to the browser's own. */
export interface BrowserTokenStoreOptions {
  /**
   * Where the token and user entries go. Defaults to `localStorage`; `null` keeps cookies only. When
   * reading `localStorage` itself throws (storage denied), the store goes on without it and reports.
   */
  storage?: KeyValueStorage | null;
  /**
   * The page the cookie rules are computed for. Defaults to `document.location`, read at every write, so a
   * store made before navigation still uses the current host.
   */
  location?: CookieLocation;
  /**
   * Told about what the store survived: a storage that refuses a read or write (denied, quota full), a
   * stored user that is not JSON, a cookie the browser did not keep. `key` is the storage key or cookie
   * name involved. Without it such failures are silent.
   */
  onError?: (error: unknown, key: string) => void;
}

/**
 * The {@link TokenStore} of the existing app's layout: each role's token in its cookie
 * ({@link TOKEN_COOKIE_NAMES}, attributes from {@link cookieAttributes}), and in local storage the token
 * and user of each role ({@link STORAGE_KEYS}) plus the shared `jwt` and `user` entries
 * ({@link SHARED_STORAGE_KEYS}).
 *
 * - Reads prefer the cookie and fall back to local storage (where the shipping API's admin token lives).
 * - Public suffixes: the cookie domain is the last two host labels, which on `shop.example.com.ng` is the
 *   public suffix `com.ng`, and browsers drop such a cookie without an error. So every write is read back;
 *   when the cookie is missing, it is written again host-only, and this store writes host-only from then
 *   on. A cookie that is missing even host-only (cookies disabled) is reported through `onError`; the
 *   token is still in local storage.
 * - Storage that throws (denied, full) never breaks a login or logout: the cookie still holds the token,
 *   and the failure goes to `onError`. A stored user that is not valid JSON reads as `undefined`.
 * - `clear` removes the cookie both with its domain and host-only, since either may have been written.
 * - Cookies go through `document.cookie` of the global `document`; without one (Node), only storage
 *   is used. Changes made by other tabs are not followed.
 *
 * @example
 * const store = createBrowserTokenStore({ onError: (error, key) => reportError(error, { key }) });
 * store.setSession('merchant', token, user);
 * store.getToken('merchant'); // token, from the merchant_token cookie
 * store.clear('merchant');
 */
export function createBrowserTokenStore(options: BrowserTokenStoreOptions = {}): TokenStore {
  const report = options.onError ?? (() => {});
  const storage = options.storage !== undefined ? options.storage : defaultStorage(report);
  const listeners = createListenerSet<UserType>();
  // The parsed user per role, kept while the raw JSON is unchanged so that reads return the same object.
  const users = new Map<UserType, { raw: string; value: unknown }>();
  let hostOnly = false;

  function read(key: string): string | null {
    if (!storage) return null;
    try {
      return storage.getItem(key);
    } catch (error) {
      report(error, key);
      return null;
    }
  }

  function write(key: string, value: string | null): void {
    if (!storage) return;
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch (error) {
      report(error, key);
    }
  }

  function currentAttributes(): SessionCookieAttributes {
    const location = options.location ?? globalThis.document?.location ?? globalThis.location;
    return cookieAttributes(location ?? { hostname: '', protocol: '' });
  }

  function readCookie(name: string): string | undefined {
    return cookies.readCookie(name) || undefined;
  }

  function writeCookie(name: string, value: string): void {
    if (typeof document === 'undefined') return;
    const { domain, ...hostAttributes } = currentAttributes();
    if (domain !== undefined && !hostOnly) {
      // An older host-only cookie of that name would be read before the domain one: drop it first.
      cookies.removeCookie(name, hostAttributes);
      cookies.writeCookie(name, value, { ...hostAttributes, domain });
      if (readCookie(name) === value) return;
      hostOnly = true;
    }
    cookies.writeCookie(name, value, hostAttributes);
    if (readCookie(name) !== value) report(new Error(`The browser did not keep the ${name} cookie.`), name);
  }

  function removeCookie(name: string): void {
    if (typeof document === 'undefined') return;
    const { domain, ...hostAttributes } = currentAttributes();
    if (domain !== undefined) cookies.removeCookie(name, { ...hostAttributes, domain });
    cookies.removeCookie(name, hostAttributes);
  }

  return {
    getToken(role) {
      return readCookie(TOKEN_COOKIE_NAMES[role]) ?? (read(STORAGE_KEYS[role].token) || undefined);
    },

    getUser<T>(role: UserType): T | undefined {
      const key = STORAGE_KEYS[role].user;
      const raw = read(key);
      if (raw === null) {
        users.delete(role);
        return undefined;
      }
      const cached = users.get(role);
      if (cached?.raw === raw) return cached.value as T | undefined;
      let value: unknown;
      try {
        value = JSON.parse(raw) ?? undefined;
      } catch (error) {
        report(error, key);
      }
      users.set(role, { raw, value });
      return value as T | undefined;
    },

    setSession(role, token, user) {
      const keys = STORAGE_KEYS[role];
      // Serialised before anything is written, so a user that cannot be serialised changes nothing.
      const rawUser =
        user === undefined ? read(keys.user) : user === null ? null : (JSON.stringify(user) ?? null);
      writeCookie(TOKEN_COOKIE_NAMES[role], token);
      write(keys.token, token);
      if (user !== undefined) write(keys.user, rawUser);
      // The shared pair always describes one login: this one.
      write(SHARED_STORAGE_KEYS.token, token);
      write(SHARED_STORAGE_KEYS.user, rawUser);
      listeners.emit(role);
    },

    clear(role) {
      const roles = role ? [role] : USER_TYPES;
      const shared = read(SHARED_STORAGE_KEYS.token);
      let sharedOwned = role === undefined;
      for (const each of roles) {
        const name = TOKEN_COOKIE_NAMES[each];
        const keys = STORAGE_KEYS[each];
        // The shared entries belong to the role whose token they hold.
        if (shared !== null && (shared === read(keys.token) || shared === readCookie(name)))
          sharedOwned = true;
        removeCookie(name);
        write(keys.token, null);
        write(keys.user, null);
        users.delete(each);
      }
      if (sharedOwned) {
        write(SHARED_STORAGE_KEYS.token, null);
        write(SHARED_STORAGE_KEYS.user, null);
      }
      for (const each of roles) listeners.emit(each);
    },

    subscribe: listeners.subscribe,
  };
}

function defaultStorage(report: (error: unknown, key: string) => void): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch (error) {
    // Reading window.localStorage throws a SecurityError when the user blocks site data.
    report(error, 'localStorage');
    return null;
  }
}
