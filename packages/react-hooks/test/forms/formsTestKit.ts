import { DEMO_PASSWORD } from '@marketplace/sandbox';
import { loginMerchant, type MarketplaceClient } from '@marketplace/sdk';

/** Logs the demo merchant in and stores the session in the client's token store. */
export async function logInMerchant(client: MarketplaceClient): Promise<void> {
  const { data } = await loginMerchant(client, {
    body: { email: 'merchant@demo.test', password: DEMO_PASSWORD },
  });
  client.session.setSession('merchant', data.token, data.user);
}
