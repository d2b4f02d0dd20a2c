// Helpers of the identity domain's tests.
import {
  loginAdmin,
  loginCustomer,
  loginMerchant,
  loginPartner,
  type MarketplaceClient,
  type UserType,
} from '@marketplace/sdk';
import type { sandboxFixture } from '../../support/sandboxTest';

export { failure } from '../../support/failure';

/** A client logged in with any credentials (not only the demo password). */
export async function loginWith(
  ctx: ReturnType<typeof sandboxFixture>,
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
