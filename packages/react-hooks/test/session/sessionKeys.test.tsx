// Sessions in the cache keys (issue 9, point 3): a query's key carries its role's session, so a login
// refetches what failed with 401 before it, a logout or the next login never shows the old session's
// answers (even on a page mounted within the deduplication window, with answers still in flight), and a
// logout drops exactly that role's entries, so the cache does not grow across logins.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import {
  createMemoryTokenStore,
  loginAdmin,
  type MarketplaceClient,
  type TokenStore,
} from '@marketplace/sdk';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { type Cache, useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketplaceProvider } from '../../src/core/MarketplaceProvider';
import { useGetMerchantProductsPages } from '../../src/generated/hooks/merchantProducts';
import { useGetUserData } from '../../src/generated/hooks/userData';
import { getCartKey } from '../../src/generated/keys/cart';
import { useLogout } from '../../src/session/useLogout';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import { logIn } from '../core/coreTestKit';
import { sandboxFixture } from '../support/renderWithSandbox';
import { memoryStore } from './withClientState';

const ctx = sandboxFixture();
afterEach(cleanup);

let pathname = '/';
let session: TokenStore;
let client: MarketplaceClient;

beforeEach(() => {
  pathname = '/';
  session = createMemoryTokenStore();
  client = ctx.client({ session, pathname: () => pathname });
});

/** The providers an app has, with the default 2 s deduplication window and a cache of their own. */
function providers() {
  const store = memoryStore();
  const cache = new Map();
  return ({ children }: { children: ReactNode }) => (
    <MarketplaceProvider client={client} swr={{ provider: () => cache }}>
      <ClientStateProvider store={store}>{children}</ClientStateProvider>
    </MarketplaceProvider>
  );
}

/** Logs an admin account in through the SDK into the token store (the store is what sessions read). */
async function logInAdmin(email: string): Promise<void> {
  const { data } = await loginAdmin(client, { body: { email, password: DEMO_PASSWORD } });
  session.setSession('admin', data.token, data.user);
}

const emailOf = (data: unknown) => (data as { email?: string } | undefined)?.email;
const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';

/** Shows the user's email and remembers every email it rendered. */
function UserPage({ name, seen }: { name: string; seen: string[] }) {
  const user = useGetUserData();
  const email = emailOf(user.data);
  if (email) seen.push(email);
  return <p data-testid={name}>{email ?? user.status}</p>;
}

/** A page of two parts (the second mounted on demand) and a logout button, as an app has. */
function App({ next, before, after }: { next: boolean; before: string[]; after: string[] }) {
  const logout = useLogout();
  return (
    <>
      <UserPage name="first" seen={before} />
      {next && <UserPage name="next" seen={after} />}
      <button type="button" onClick={() => logout('admin')}>
        Log out
      </button>
    </>
  );
}

/** The cache's keys that hold answers of this session fingerprint (any operation, lists included). */
function keysOfSession(cache: Cache, fingerprint: string): string[] {
  return [...cache.keys()].filter((key) => key.includes(fingerprint));
}

describe('sessions in the keys', () => {
  it('a query that failed with 401 before a login fetches again after it', async () => {
    pathname = '/customer/account';
    const { result } = renderHook(() => useGetUserData(), { wrapper: providers() });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error?.status).toBe(401);

    await act(() => logIn(client, 'customer'));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(emailOf(result.current.data)).toBe('customer@demo.test');
    expect(result.current.error).toBeUndefined();
  });

  it('after logout and the next login, a page mounted within the window shows the new session only', async () => {
    pathname = '/admin/dashboard';
    await logInAdmin('admin@demo.test');
    const before: string[] = [];
    const after: string[] = [];
    const Wrapper = providers();
    // The first page's request is still in flight when the admin logs out.
    ctx.sandbox.faults.set('getUserData', { latencyMs: 300, times: 1 });
    const view = render(<App next={false} before={before} after={after} />, { wrapper: Wrapper });
    await waitFor(() => expect(ctx.requests.some((r) => r.url.endsWith('/auth/userdata'))).toBe(true));
    const oldToken = session.getToken('admin');

    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    await act(() => logInAdmin('superadmin@demo.test'));
    view.rerender(<App next before={before} after={after} />);

    await waitFor(() => expect(screen.getByTestId('next').textContent).toBe('superadmin@demo.test'));
    await waitFor(() => expect(screen.getByTestId('first').textContent).toBe('superadmin@demo.test'));
    // Wait out the old request's latency: its answer lands nowhere anyone reads.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByTestId('next').textContent).toBe('superadmin@demo.test');
    expect(screen.getByTestId('first').textContent).toBe('superadmin@demo.test');
    expect(after).not.toContain('admin@demo.test');
    expect(before).not.toContain('admin@demo.test');
    // The new session's request carried the new token.
    const userRequests = ctx.requests.filter((r) => r.url.endsWith('/auth/userdata')).map(bearer);
    expect(userRequests[0]).toBe(oldToken);
    expect(userRequests).toContain(session.getToken('admin'));
  });

  it('after logout, a page mounted within the window asks again instead of staying without data', async () => {
    pathname = '/admin/dashboard';
    await logInAdmin('admin@demo.test');
    const seen: string[] = [];
    ctx.sandbox.faults.set('getUserData', { latencyMs: 300, times: 1 });
    const view = render(<App next={false} before={seen} after={seen} />, { wrapper: providers() });
    await waitFor(() => expect(ctx.requests.some((r) => r.url.endsWith('/auth/userdata'))).toBe(true));
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    view.rerender(<App next before={seen} after={seen} />);
    // Logged out: the page's own request (without a token) settles as failed, not an endless wait.
    await waitFor(() => expect(screen.getByTestId('next').textContent).toBe('failed'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByTestId('next').textContent).toBe('failed');
    expect(seen).toEqual([]);
  });

  it("a logout drops exactly that role's entries, lists included; the cache does not grow across logins", async () => {
    pathname = '/customer/home';
    await logIn(client, 'customer');
    const { result } = renderHook(
      () => ({
        cache: useSWRConfig().cache,
        logout: useLogout(),
        merchant: useGetUserData({ as: 'merchant' }),
        merchantProducts: useGetMerchantProductsPages({ as: 'merchant' }),
        customer: useGetUserData(),
      }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.customer.status).toBe('succeeded'));
    const customerKeys = [...result.current.cache.keys()].filter((k) => k.includes('"customer"'));
    expect(customerKeys.length).toBeGreaterThan(0);

    const fingerprints: string[] = [];
    for (let round = 0; round < 4; round++) {
      await act(() => logIn(client, 'merchant'));
      await waitFor(() => expect(emailOf(result.current.merchant.data)).toBe('merchant@demo.test'));
      await waitFor(() => expect(result.current.merchantProducts.rows.length).toBeGreaterThan(0));
      const fingerprint = result.current.merchant.key?.[1].session as string;
      expect(keysOfSession(result.current.cache, fingerprint).length).toBeGreaterThanOrEqual(3);
      fingerprints.push(fingerprint);

      await act(async () => result.current.logout('merchant'));
      // The merchant's answers are gone from the screen and from the cache: the user data, the list
      // and its pages.
      expect(result.current.merchant.data).toBeUndefined();
      expect(result.current.merchantProducts.rows).toEqual([]);
      expect(keysOfSession(result.current.cache, fingerprint)).toEqual([]);
      // The customer's stay.
      expect(emailOf(result.current.customer.data)).toBe('customer@demo.test');
      for (const key of customerKeys) expect(result.current.cache.get(key)).toBeDefined();
    }
    // Four logins, four sessions, and nothing of any of them left behind.
    expect(new Set(fingerprints).size).toBe(4);
    for (const fingerprint of fingerprints)
      expect(keysOfSession(result.current.cache, fingerprint)).toEqual([]);
  });

  it("entries cached under a key factory's key by other code (as the cart does) are dropped too", async () => {
    pathname = '/merchant/home';
    await logIn(client, 'customer');
    const { result } = renderHook(
      () => {
        const { cache } = useSWRConfig();
        // As CartProvider does: its own fetcher under the generated key of the customer's cart.
        const key = getCartKey(client, { as: 'customer' });
        const cart = useSWR(key, () => Promise.resolve({ lines: 1 }));
        return { cache, key, cart, logout: useLogout() };
      },
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.cart.data).toEqual({ lines: 1 }));
    const fingerprint = result.current.key?.[1].session as string;
    expect(keysOfSession(result.current.cache, fingerprint)).toHaveLength(1);

    await act(async () => result.current.logout('customer'));
    expect(keysOfSession(result.current.cache, fingerprint)).toEqual([]);
  });

  it("useLogout reads none of SWR's private cache fields (`_k`, the '$inf$' prefix): the cache follows the token store", () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), '../../src/session/useLogout.ts');
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b_k\b/);
    expect(code).not.toContain('$inf$');
    expect(code).not.toMatch(/\bcache\b/);
  });
});
