import type { UserType } from '../detectUserType';
import { createListenerSet } from './createListenerSet';
import type { TokenStore } from './TokenStore';
import { USER_TYPES } from './userTypes';

/** One session as the memory store holds it. */
export interface MemorySession {
  token: string;
  user?: unknown;
}

/**
 * A {@link TokenStore} held in memory: for Node scripts, server rendering (one store per request, so that
 * users never share a session) and tests. Nothing persists. Users are kept as given, not copied.
 *
 * @example
 * const store = createMemoryTokenStore({ merchant: { token: 'ey...', user: { id: 7 } } });
 * store.getToken('merchant'); // 'ey...'
 * store.clear();
 * store.getToken('merchant'); // undefined
 */
export function createMemoryTokenStore(initial: Partial<Record<UserType, MemorySession>> = {}): TokenStore {
  const sessions = new Map<UserType, MemorySession>();
  for (const role of USER_TYPES) {
    const session = initial[role];
    if (session) sessions.set(role, { ...session });
  }
  const listeners = createListenerSet<UserType>();

  return {
    // An empty token counts as none, as it does for a cookie.
    getToken: (role) => sessions.get(role)?.token || undefined,
    getUser: <T>(role: UserType) => sessions.get(role)?.user as T | undefined,
    setSession(role, token, user) {
      const previous = sessions.get(role);
      const kept = user === undefined ? previous?.user : (user ?? undefined);
      sessions.set(role, kept === undefined ? { token } : { token, user: kept });
      listeners.emit(role);
    },
    clear(role) {
      const roles = role ? [role] : USER_TYPES;
      for (const each of roles) sessions.delete(each);
      for (const each of roles) listeners.emit(each);
    },
    subscribe: listeners.subscribe,
  };
}
