'use client';
import type { OperationResult, UserType } from '@marketplace/sdk';
import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import type { LoadStatus } from '../core/loadStatus';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import { useOperationMutation } from '../core/useOperationMutation';
import type { OperationFn } from '../core/useOperationQuery';
import { INVALIDATIONS } from '../generated/invalidations';
import { useClientStore } from '../state/ClientStateProvider';
import { type LoginSuccess, loginSession } from './loginSession';
import type { LoginCredentials, SessionUser, SignupBody } from './SessionUser';
import { LOGIN_OPERATIONS, SIGNUP_OPERATIONS, type SignupOperationId } from './sessionOperations';
import { signIn } from './signIn';
import { useLogout } from './useLogout';
import { useStoredSession } from './useStoredSession';

export type { LoginSuccess };

/** Options of {@link useSession}. */
export interface SessionOptions {
  /** Send login and sign-up messages to the provider's `onMessage` (default true). */
  notify?: boolean;
}

/** A role's sign-up: takes that role's body; the admin session has none (`undefined`). */
export type SessionSignup<R extends UserType> = R extends 'admin'
  ? undefined
  : (body: SignupBody<R>) => Promise<OperationResult<SignupOperationId<R>>>;

/** One role's session: its token and user, its login slice, and what changes them. */
export interface Session<R extends UserType> {
  role: R;
  /** The signed-in user as the token store keeps it; for the admin session, `accountType` tells which kind. */
  user: SessionUser<R> | undefined;
  token: string | undefined;
  /** Whether the role holds a token (read from the token store, the one owner of the session). */
  loggedIn: boolean;
  /** The login's state: `idle`, `loading`, `succeeded` or `failed` (persisted with the client state). */
  status: LoadStatus;
  /** The message of the last failed login ('Invalid email or password', 'Check network connection', ...). */
  error: string | undefined;
  /**
   * Logs in: stores the token and user in the token store and marks the slice logged in; on failure the
   * slice keeps the message. Resolves with the token and user; rejects with the `MarketplaceError`.
   */
  login(credentials: LoginCredentials): Promise<LoginSuccess<R>>;
  /** Signs up (customers and merchants then confirm by email; it does not log in). */
  signup: SessionSignup<R>;
  signupStatus: LoadStatus;
  signupError: string | undefined;
  /** Logs this role out (see `useLogout`). */
  logout(): void;
}

const NONE: readonly string[] = [];

/**
 * The session of one role (spec sections 4 and 6): token and user from the client's token store (their one
 * owner: login writes them there, the SDK's `logout` clears them), the login attempt's status and error
 * from the persisted client state, and `login`, `signup` and `logout`. Login calls the role's
 * operation (loginCustomer, loginMerchant, loginAdmin, loginPartner); the admin session takes super admin,
 * dispatcher and scheduler accounts too. An answer without a token counts as a failure with the
 * operation's fallback message ('Unknown error' for admins), even when response validation is off.
 * Needs `MarketplaceProvider` and `ClientStateProvider`.
 *
 * @example
 * function MerchantLogin() {
 *   const { login, status, error, loggedIn } = useSession('merchant');
 *   if (loggedIn) return <Navigate to="/merchant/dashboard" />;
 *   return (
 *     <form onSubmit={(e) => { e.preventDefault(); login({ email, password }).catch(() => {}); }}>
 *       {status === 'failed' && <p role="alert">{error}</p>}
 *       <button disabled={status === 'loading'}>Log in</button>
 *     </form>
 *   );
 * }
 */
export function useSession<R extends UserType>(role: R, options: SessionOptions = {}): Session<R> {
  const store = useClientStore();
  const client = useMarketplaceClient();
  const slice = useStore(store, (s) => s.logins[role]);
  const { token, user } = useStoredSession(role);
  const logout = useLogout();
  const { notify } = options;

  const loginOperation = LOGIN_OPERATIONS[role];
  // The session is stored inside the call, before the mutation revalidates the queries it changes, so that
  // they refetch with the new token.
  const loginCall = useMemo<OperationFn<'loginCustomer'>>(
    () => async (caller, init) => {
      const result = await signIn(caller, role, init);
      // The token store is the one owner of the token and the user; the slice only says the attempt worked.
      store.getState().setLogin(role, { status: 'succeeded', error: undefined });
      return result;
    },
    [role, store],
  );
  const loginMutation = useOperationMutation(
    loginOperation.id as 'loginCustomer',
    loginCall,
    { notify },
    INVALIDATIONS[loginOperation.id] ?? NONE,
  );
  const { trigger: triggerLogin } = loginMutation;

  const login = useCallback(
    (credentials: LoginCredentials): Promise<LoginSuccess<R>> =>
      loginSession(client, role, credentials, store, triggerLogin),
    [client, store, role, triggerLogin],
  );

  // Hooks run unconditionally: the admin session takes the customer's sign-up here but never exposes it.
  const signupOperation =
    role === 'admin' ? SIGNUP_OPERATIONS.customer : SIGNUP_OPERATIONS[role as 'customer'];
  const signupMutation = useOperationMutation(
    signupOperation.id as 'signupCustomer',
    signupOperation.call,
    { notify },
    INVALIDATIONS[signupOperation.id] ?? NONE,
  );
  const { trigger: triggerSignup } = signupMutation;
  const signup = useMemo(
    () =>
      (role === 'admin'
        ? undefined
        : (body: SignupBody<R>) => triggerSignup({ body } as never)) as SessionSignup<R>,
    [role, triggerSignup],
  );

  const logoutRole = useCallback(() => logout(role), [logout, role]);

  return {
    role,
    user,
    token,
    loggedIn: token !== undefined,
    status: slice.status,
    error: slice.error,
    login,
    signup,
    signupStatus: signupMutation.status,
    signupError: signupMutation.error?.message,
    logout: logoutRole,
  };
}
