// Logout with the SDK's browser token store in jsdom: cookies and local storage per role (spec sections
// 4, 6 and 9), the login slices, and the cached answers.

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import {
  createBrowserTokenStore,
  STORAGE_KEYS,
  TOKEN_COOKIE_NAMES,
  type TokenStore,
  type UserType,
} from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGetAllCustomerProductsPages } from '../../src/generated/hooks/catalog';
import { useGetMerchantProductsPages } from '../../src/generated/hooks/merchantProducts';
import { useGetUserData } from '../../src/generated/hooks/userData';
import { useLogout } from '../../src/session/useLogout';
import { useSession } from '../../src/session/useSession';
import type { ClientStore } from '../../src/state/createClientStore';
import { sandboxFixture } from '../support/renderWithSandbox';
import { clearCookies, memoryStore, readCookie, renderWithSession } from './withClientState';

const ctx = sandboxFixture();

const ACCOUNT: Record<UserType, string> = {
  customer: 'customer@demo.test',
  merchant: 'merchant@demo.test',
  admin: 'superadmin@demo.test',
  'shipping-partner': 'partner@demo.test',
};
const ROLES = Object.keys(ACCOUNT) as UserType[];

let session: TokenStore;
let store: ClientStore;

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  session = createBrowserTokenStore();
  store = memoryStore();
});
afterEach(() => {
  clearCookies();
  localStorage.clear();
});

/** Every role logged in through its session hook, plus logout and a cached answer per role. */
async function everyoneLoggedIn() {
  const client = ctx.client({ session, pathname: () => '/merchant/dashboard' });
  const view = renderWithSession(
    ({ ready }: { ready: boolean }) => ({
      customer: useSession('customer'),
      merchant: useSession('merchant'),
      admin: useSession('admin'),
      partner: useSession('shipping-partner'),
      logout: useLogout(),
      // Fetched once everyone is logged in; the keys stay after logout, so what shows is the cache.
      merchantData: useGetUserData(ready ? { as: 'merchant' } : null),
      customerData: useGetUserData(ready ? { as: 'customer' } : null),
      merchantProducts: useGetMerchantProductsPages(ready ? { as: 'merchant' } : null),
      customerProducts: useGetAllCustomerProductsPages(ready ? { as: 'customer' } : null),
    }),
    client,
    store,
    { initialProps: { ready: false } },
  );
  await act(async () => {
    for (const key of ['customer', 'merchant', 'admin', 'partner'] as const) {
      const role = key === 'partner' ? 'shipping-partner' : key;
      await view.result.current[key].login({ email: ACCOUNT[role], password: DEMO_PASSWORD });
    }
  });
  view.rerender({ ready: true });
  await waitFor(() => {
    expect(view.result.current.merchantData.data).toBeDefined();
    expect(view.result.current.customerData.data).toBeDefined();
    expect(view.result.current.merchantProducts.rows.length).toBeGreaterThan(0);
    expect(view.result.current.customerProducts.rows.length).toBeGreaterThan(0);
  });
  return view;
}

function expectLoggedIn(role: UserType, yes: boolean) {
  const check = yes ? expect.any(String) : undefined;
  expect(readCookie(TOKEN_COOKIE_NAMES[role])).toEqual(check);
  expect(localStorage.getItem(STORAGE_KEYS[role].token) ?? undefined).toEqual(check);
  expect(localStorage.getItem(STORAGE_KEYS[role].user) ?? undefined).toEqual(check);
  // The login slice keeps only the attempt; the token store says who is signed in.
  if (!yes) expect(store.getState().logins[role].status).toBe('idle');
}

describe('useLogout', () => {
  it('keeps each role in its own cookie and local-storage entries', async () => {
    const { result } = await everyoneLoggedIn();
    for (const role of ROLES) expectLoggedIn(role, true);
    expect(new Set(ROLES.map((role) => readCookie(TOKEN_COOKIE_NAMES[role]))).size).toBe(4);
    expect(result.current.merchant.token).toBe(readCookie('merchant_token'));
  });

  it('logout(role) clears only that role: cookie, local storage, slice, user and its cached answers', async () => {
    const { result } = await everyoneLoggedIn();
    act(() => result.current.logout('merchant'));

    expectLoggedIn('merchant', false);
    for (const role of ROLES.filter((r) => r !== 'merchant')) expectLoggedIn(role, true);
    expect(result.current.merchant).toMatchObject({ loggedIn: false, status: 'idle', token: undefined });
    expect(result.current.merchant.user).toBeUndefined();
    expect(result.current.customer.loggedIn).toBe(true);
    // The merchant's answers are gone and not refetched; the customer's stay.
    expect(result.current.merchantData.data).toBeUndefined();
    expect(result.current.merchantProducts.rows).toEqual([]);
    expect(result.current.customerData.data).toBeDefined();
    expect(result.current.customerProducts.rows.length).toBeGreaterThan(0);
    const before = ctx.requests.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(ctx.requests.length).toBe(before);
  });

  it("clears the user when it is the role's", async () => {
    const { result } = await everyoneLoggedIn();
    act(() => result.current.partner.logout());
    expectLoggedIn('shipping-partner', false);
    expect(result.current.partner.user).toBeUndefined();
  });

  it('logout() clears all four sessions, the shared entries and the whole cache', async () => {
    const { result } = await everyoneLoggedIn();
    expect(localStorage.getItem('jwt')).not.toBeNull();

    act(() => result.current.logout());

    for (const role of ROLES) expectLoggedIn(role, false);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().logins).toEqual(memoryStore().getState().logins);
    expect(result.current.merchantData.data).toBeUndefined();
    expect(result.current.customerData.data).toBeUndefined();
    expect(result.current.merchantProducts.rows).toEqual([]);
    for (const key of ['customer', 'merchant', 'admin', 'partner'] as const) {
      expect(result.current[key].loggedIn).toBe(false);
    }
  });

  it("logout('') (a page of no role) clears all four, as the spec says for no type", async () => {
    const { result } = await everyoneLoggedIn();
    act(() => result.current.logout(''));
    for (const role of ROLES) expectLoggedIn(role, false);
  });
});
