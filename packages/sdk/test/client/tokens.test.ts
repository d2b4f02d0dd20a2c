// Which credential each call carries (spec section 6, ARCHITECTURE "Sessions"): the main host sends the
// token of the role detected from the page path, unless `as()` or a per-call `as` fixes the role; the
// shipping host always gets the admin token, the themes host the merchant token, and the card provider
// only its own key. Also: logout clears one role or all four.
import { describe, expect, it } from 'vitest';
import type { UserType } from '../../src/detectUserType';
import { loginCustomer } from '../../src/generated/operations/auth';
import { getAllCategories } from '../../src/generated/operations/categories';
import { getAvailableThemes } from '../../src/generated/operations/merchantThemes';
import { getProviderBanks } from '../../src/generated/operations/providerBanks';
import { getVehicles } from '../../src/generated/operations/shippingVehicles';
import { getUserData } from '../../src/generated/operations/userData';
import { createMemoryTokenStore } from '../../src/session/createMemoryTokenStore';
import { answerInTurn, HOSTS, newClient, ok, recordRequests, startServer, TOKENS } from './harness';

const server = startServer();

const userData = () => answerInTurn(server, 'get', `${HOSTS.main}/auth/userdata`, ok({ id: 1 }));
const vehicles = () => answerInTurn(server, 'get', `${HOSTS.shipping}/vehicle`, ok([]));
const themes = () => answerInTurn(server, 'get', `${HOSTS.themes}/api/merchant/themes`, ok([]));
const banks = () =>
  answerInTurn(
    server,
    'get',
    `${HOSTS.provider}/bank`,
    Response.json({ status: true, message: 'Banks retrieved', data: [] }),
  );
const auth = (request: Request | undefined) => request?.headers.get('authorization') ?? null;

describe('main host: the role of the page path picks the token', () => {
  it.each<[string, UserType]>([
    ['/customer/orders', 'customer'],
    ['/merchant/products/12', 'merchant'],
    ['/admin/stores', 'admin'],
    ['/shipping-partner/orders', 'shipping-partner'],
    ['/store/shippingpartner/orders', 'shipping-partner'],
  ])('on %s getUserData carries the %s token', async (path, role) => {
    const seen = userData();
    await getUserData(newClient({ pathname: () => path }));
    expect(auth(seen[0])).toBe(`Bearer ${TOKENS[role]}`);
  });

  it('reads the page path on every call, not once when the client is made', async () => {
    let path = '/customer/account';
    const client = newClient({ pathname: () => path });
    const seen = userData();
    await getUserData(client);
    path = '/merchant/dashboard';
    await getUserData(client);
    expect(seen.map(auth)).toEqual([`Bearer ${TOKENS.customer}`, `Bearer ${TOKENS.merchant}`]);
  });

  it('sends no token on a path of no role (/about), although every role is logged in', async () => {
    const seen = userData();
    await getUserData(newClient({ pathname: () => '/about' }));
    expect(seen).toHaveLength(1);
    expect(auth(seen[0])).toBeNull();
  });

  it("sends no token when the path's role is logged out, never another role's", async () => {
    const session = createMemoryTokenStore({ customer: { token: TOKENS.customer } });
    const seen = userData();
    await getUserData(newClient({ session, pathname: () => '/merchant/products' }));
    expect(auth(seen[0])).toBeNull();
  });

  it('reads the session on every call: a login after the client was made is used', async () => {
    const session = createMemoryTokenStore();
    const client = newClient({ session, pathname: () => '/customer' });
    const seen = userData();
    await getUserData(client);
    session.setSession('customer', 'fresh-token');
    await getUserData(client);
    expect(seen.map(auth)).toEqual([null, 'Bearer fresh-token']);
  });

  it("client.as('merchant') overrides the path's role, and leaves the original client as it was", async () => {
    const client = newClient({ pathname: () => '/customer/orders' });
    const merchant = client.as('merchant');
    const seen = userData();
    await getUserData(merchant);
    await getUserData(client);
    expect(seen.map(auth)).toEqual([`Bearer ${TOKENS.merchant}`, `Bearer ${TOKENS.customer}`]);
    expect([merchant.role, merchant.currentRole(), client.role, client.currentRole()]).toEqual([
      'merchant',
      'merchant',
      undefined,
      'customer',
    ]);
  });

  it('a per-call `as` overrides both the path and client.as()', async () => {
    const seen = userData();
    await getUserData(newClient({ pathname: () => '/customer' }).as('merchant'), { as: 'admin' });
    expect(auth(seen[0])).toBe(`Bearer ${TOKENS.admin}`);
  });

  it('a guest-only operation sends no Authorization header, whatever the role', async () => {
    const categories = answerInTurn(server, 'get', `${HOSTS.main}/categories/getallcategories`, ok([]));
    const login = answerInTurn(
      server,
      'post',
      `${HOSTS.main}/auth/customer/login`,
      ok({ token: 't', user: { id: 1 } }),
    );
    const client = newClient({ pathname: () => '/customer/account' });
    await getAllCategories(client);
    await getAllCategories(client.as('admin'), { as: 'merchant' });
    await loginCustomer(client, { body: { email: 'a@example.com', password: 'pw' }, as: 'customer' });
    expect([...categories, ...login].map(auth)).toEqual([null, null, null]);
  });
});

describe('shipping host: always the admin token', () => {
  it('whatever the path, client.as() or per-call as', async () => {
    const seen = vehicles();
    const client = newClient({ pathname: () => '/customer/cart' });
    await getVehicles(client);
    await getVehicles(client.as('merchant'));
    await getVehicles(client, { as: 'shipping-partner' });
    expect(seen.map(auth)).toEqual(Array(3).fill(`Bearer ${TOKENS.admin}`));
  });

  it('sends nothing when the admin is logged out, even if other roles are logged in', async () => {
    const session = createMemoryTokenStore({
      customer: { token: TOKENS.customer },
      merchant: { token: TOKENS.merchant },
    });
    const seen = vehicles();
    await getVehicles(newClient({ session, pathname: () => '/merchant' }));
    expect(auth(seen[0])).toBeNull();
  });
});

describe('themes host: always the merchant token', () => {
  it('whatever the path, client.as() or per-call as', async () => {
    const seen = themes();
    const client = newClient({ pathname: () => '/admin/themes' });
    await getAvailableThemes(client);
    await getAvailableThemes(client.as('customer'));
    await getAvailableThemes(client, { as: 'admin' });
    expect(seen.map(auth)).toEqual(Array(3).fill(`Bearer ${TOKENS.merchant}`));
  });
});

describe('provider host: its key, never a marketplace token', () => {
  const marketplaceTokens = Object.values(TOKENS);
  const headerValues = (request: Request) =>
    [...request.headers.entries()].map(([, value]) => value).join('\n');

  it('gets providerKey, even with every role logged in and a role forced', async () => {
    const seen = banks();
    const client = newClient({ providerKey: 'pk_test_123', pathname: () => '/admin/banks' });
    await getProviderBanks(client);
    await getProviderBanks(client.as('merchant'), { as: 'admin' });
    expect(seen.map(auth)).toEqual(['Bearer pk_test_123', 'Bearer pk_test_123']);
    for (const request of seen) {
      for (const token of marketplaceTokens) expect(headerValues(request)).not.toContain(token);
    }
  });

  it('gets no Authorization at all without a providerKey', async () => {
    const seen = banks();
    await getProviderBanks(newClient({ pathname: () => '/merchant/bank' }).as('merchant'), { as: 'admin' });
    expect(auth(seen[0])).toBeNull();
    for (const token of marketplaceTokens) expect(headerValues(seen[0] as Request)).not.toContain(token);
  });

  it('the providerKey never reaches the marketplace hosts', async () => {
    const all = recordRequests(server);
    userData();
    vehicles();
    themes();
    const client = newClient({ providerKey: 'pk_test_123', pathname: () => '/admin' });
    await getUserData(client);
    await getVehicles(client);
    await getAvailableThemes(client);
    expect(all).toHaveLength(3);
    for (const request of all) expect(headerValues(request)).not.toContain('pk_test_123');
  });
});

describe('logout', () => {
  it("client.logout('merchant') clears the merchant session only", async () => {
    const client = newClient();
    client.logout('merchant');
    expect(
      (['customer', 'merchant', 'admin', 'shipping-partner'] as const).map((r) => client.session.getToken(r)),
    ).toEqual([TOKENS.customer, undefined, TOKENS.admin, TOKENS['shipping-partner']]);
    // and the calls follow: the merchant's themes go without a token, the admin's shipping calls keep it
    const themeCalls = themes();
    const shippingCalls = vehicles();
    await getAvailableThemes(client);
    await getVehicles(client);
    expect([auth(themeCalls[0]), auth(shippingCalls[0])]).toEqual([null, `Bearer ${TOKENS.admin}`]);
  });

  it('client.logout() clears all four sessions, and no host gets a marketplace token any more', async () => {
    const client = newClient({ pathname: () => '/customer' });
    client.logout();
    expect(
      (['customer', 'merchant', 'admin', 'shipping-partner'] as const).map((r) => client.session.getToken(r)),
    ).toEqual([undefined, undefined, undefined, undefined]);
    const [u, v, t] = [userData(), vehicles(), themes()];
    await getUserData(client);
    await getVehicles(client);
    await getAvailableThemes(client);
    expect([...u, ...v, ...t].map(auth)).toEqual([null, null, null]);
  });

  it('a client made with as() logs out of the same store', () => {
    const client = newClient();
    client.as('admin').logout('admin');
    expect(client.session.getToken('admin')).toBeUndefined();
    expect(client.session.getToken('customer')).toBe(TOKENS.customer);
  });
});
