import type { UserType } from '../detectUserType';

/** Called after a role's session changed (set or cleared); read the new state from the store. */
export type TokenStoreListener = (role: UserType) => void;

/**
 * Where the token and user of each of the four sessions live. The SDK reads tokens through it; hooks
 * follow it with `subscribe`. Two implementations ship: `createBrowserTokenStore` (cookies and local
 * storage, compatible with the existing app) and `createMemoryTokenStore` (Node, SSR, tests); any object of
 * this shape can be passed instead.
 *
 * `getToken` and `getUser` return the same value until the session changes, so they can serve as
 * `useSyncExternalStore` snapshots.
 */
export interface TokenStore {
  /** The role's token, or `undefined` when the role is logged out (an empty token counts as none). */
  getToken(role: UserType): string | undefined;
  /**
   * The role's user as stored, or `undefined`. `T` is not checked against anything: validate it where a
   * wrong shape matters.
   */
  getUser<T = unknown>(role: UserType): T | undefined;
  /**
   * Stores a login. Without `user` (`undefined`), the stored user is kept, as for a refreshed token;
   * `null` removes it.
   */
  setSession(role: UserType, token: string, user?: unknown): void;
  /** Forgets the role's session, or all four sessions without a role. */
  clear(role?: UserType): void;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: TokenStoreListener): () => void;
}
