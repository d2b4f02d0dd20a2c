// Helpers of the identity domain's tests.
import {
  isMarketplaceError,
  loginAdmin,
  loginCustomer,
  loginMerchant,
  loginPartner,
  type MarketplaceClient,
  type MarketplaceError,
  type UserType,
} from '@marketplace/sdk';
import type { useSandbox } from '../../support/sandboxTest';

/** The error a call fails with (the test fails when the call succeeds). */
export async function failure(promise: Promise<unknown>): Promise<MarketplaceError> {
  try {
    await promise;
  } catch (error) {
    if (isMarketplaceError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** A client logged in with any credentials (not only the demo password). */
export async function loginWith(
  ctx: ReturnType<typeof useSandbox>,
  role: UserType,
  email: string,
  password: string,
): Promise<MarketplaceClient> {
  const client = ctx.client(role);
  const body = { email, password };
  const { data } =
    role === 'customer'
      ? await loginCustomer(client, { body })
      : role === 'merchant'
        ? await loginMerchant(client, { body })
        : role === 'admin'
          ? await loginAdmin(client, { body })
          : await loginPartner(client, { body });
  client.session.setSession(role, data.token, data.user);
  return client;
}
