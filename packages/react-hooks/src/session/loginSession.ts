import {
  type CallInit,
  isMarketplaceError,
  type MarketplaceClient,
  messages,
  type OperationResult,
  type UserType,
} from '@marketplace/sdk';
import type { ClientStore } from '../state/createClientStore';
import type { LoginCredentials, SessionUser } from './SessionUser';
import { signIn } from './signIn';

/** What a successful login resolves to. */
export interface LoginSuccess<R extends UserType> {
  token: string;
  user: SessionUser<R> | undefined;
  /** The success message (the server's, such as 'Login successful'). */
  message: string;
}

/**
 * Logs a role in without a framework: the token and user go to the client's token store, and the login
 * slice of the client state (when `store` is given) says `loading`, then `succeeded`, or `failed` with
 * the message ('Invalid email or password', 'Check network connection', ...). Rejects with the
 * `MarketplaceError`. `useSession(role).login` is this, with its messages and cache invalidation.
 *
 * @example
 * const { user } = await loginSession(client, 'customer', { email: 'customer@demo.test', password: 'demo1234' }, clientStore);
 */
export async function loginSession<R extends UserType>(
  client: MarketplaceClient,
  role: R,
  credentials: LoginCredentials,
  store?: ClientStore,
  call: (init: CallInit<'loginCustomer'>) => Promise<OperationResult<'loginCustomer'>> = (init) =>
    signIn(client, role, init),
): Promise<LoginSuccess<R>> {
  store?.getState().setLogin(role, { status: 'loading', error: undefined });
  try {
    const result = await call({ body: credentials });
    store?.getState().setLogin(role, { status: 'succeeded', error: undefined });
    const data = result.data as { token: string; user?: SessionUser<R> | null };
    return { token: data.token, user: data.user ?? undefined, message: result.message };
  } catch (error) {
    const message = isMarketplaceError(error) ? error.message : messages.unknownError;
    store?.getState().setLogin(role, { status: 'failed', error: message });
    throw error;
  }
}
