import {
  type CallInit,
  type MarketplaceClient,
  MarketplaceError,
  messages,
  type OperationMeta,
  type OperationResult,
  type UserType,
} from '@marketplace/sdk';
import type { SessionUser } from './SessionUser';
import { LOGIN_OPERATIONS } from './sessionOperations';

/**
 * Calls the role's login operation and keeps the token and user in the client's token store (their one
 * owner). An answer without a token rejects with a `MarketplaceError` carrying the operation's fallback
 * message ('Unknown error' for admins), even when response validation is off.
 *
 * @example
 * await signIn(client, 'customer', { body: { email: 'customer@demo.test', password: 'demo1234' } });
 */
export async function signIn<R extends UserType>(
  client: MarketplaceClient,
  role: R,
  init: CallInit<'loginCustomer'>,
): Promise<OperationResult<'loginCustomer'>> {
  const operation = LOGIN_OPERATIONS[role];
  const result = await operation.call(client, init);
  const data = result.data as { token?: unknown; user?: SessionUser<R> | null } | undefined;
  if (typeof data?.token !== 'string' || data.token === '') throw unusableLogin(operation.meta, data);
  client.session.setSession(role, data.token, data.user ?? null);
  return result;
}

/** A login answer that cannot be used (no token): the operation's fallback message, else 'Unknown error'. */
function unusableLogin(meta: OperationMeta, data: unknown): MarketplaceError {
  return new MarketplaceError({
    kind: 'response',
    message: meta.fallback ?? messages.unknownError,
    operationId: meta.id,
    method: meta.method.toUpperCase(),
    url: meta.path,
    issuePath: 'data.token',
    body: data,
  });
}
