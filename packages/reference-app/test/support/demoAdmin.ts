import { DEMO_PASSWORD, TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  loginAdmin,
  type MarketplaceClient,
} from '@marketplace/sdk';

/**
 * The demo admin, logged in on a client of its own: another person at another desk, whose acts (an
 * order moved on, a product sent back) set the scene for the screen under test.
 *
 * @example
 * await updateOrder(await demoAdmin(), { path: { id }, body: { orderStatusId } });
 */
export async function demoAdmin(): Promise<MarketplaceClient> {
  const admin = createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
    pathname: () => '/admin',
    // Only sets the scene; the page under test keeps the SDK's default retries.
    retry: false,
  });
  const { data } = await loginAdmin(admin, { body: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
  admin.session.setSession('admin', data.token, data.user);
  return admin;
}
