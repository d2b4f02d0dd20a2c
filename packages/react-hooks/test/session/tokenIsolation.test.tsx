// No token of one role is ever sent on another role's path (spec section 6: requests carry the token of
// the role detected from the path). Customer and merchant are both logged in; the request log shows which
// token each request carried.

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { createBrowserTokenStore } from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGetMerchantProfile, useGetUserData } from '../../src/generated/hooks/userData';
import { usePermissions } from '../../src/session/usePermissions';
import { useSession } from '../../src/session/useSession';
import { sandboxFixture } from '../support/renderWithSandbox';
import { clearCookies, memoryStore, renderWithSession } from './withClientState';

const ctx = sandboxFixture();

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
afterEach(() => {
  clearCookies();
  localStorage.clear();
});

const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '');

describe('tokens per role', () => {
  it.each([
    ['merchant', '/merchant/dashboard'],
    ['customer', '/customer/orders'],
  ] as const)('sends only the %s token on a %s page', async (role, path) => {
    let pathname = '/login';
    const client = ctx.client({ session: createBrowserTokenStore(), pathname: () => pathname });
    const store = memoryStore();

    // Log both in.
    const login = renderWithSession(
      () => ({ customer: useSession('customer'), merchant: useSession('merchant') }),
      client,
      store,
    );
    await act(async () => {
      await login.result.current.customer.login({ email: 'customer@demo.test', password: DEMO_PASSWORD });
      await login.result.current.merchant.login({ email: 'merchant@demo.test', password: DEMO_PASSWORD });
    });
    const tokens = {
      customer: login.result.current.customer.token as string,
      merchant: login.result.current.merchant.token as string,
    };
    expect(tokens.customer).toBeTruthy();
    expect(tokens.merchant).toBeTruthy();
    expect(tokens.customer).not.toBe(tokens.merchant);
    login.unmount();

    // Render the page's hooks on that role's path.
    pathname = path;
    ctx.requests.length = 0;
    const page = renderWithSession(
      () => ({
        permissions: usePermissions(),
        userData: useGetUserData(),
        merchantProfile: useGetMerchantProfile(role === 'merchant' ? {} : null),
      }),
      client,
      store,
    );
    await waitFor(() => {
      expect(page.result.current.permissions.status).toBe('succeeded');
      expect(page.result.current.userData.status).toBe('succeeded');
    });
    if (role === 'merchant')
      await waitFor(() => expect(page.result.current.merchantProfile.status).toBe('succeeded'));
    expect(page.result.current.userData.data).toMatchObject({ email: `${role}@demo.test` });

    const sent = ctx.requests.map(bearer);
    expect(sent.length).toBeGreaterThanOrEqual(role === 'merchant' ? 3 : 2);
    expect(new Set(sent)).toEqual(new Set([tokens[role]]));
    const other = role === 'merchant' ? tokens.customer : tokens.merchant;
    for (const request of ctx.requests) {
      expect([...request.headers.values()].join(' ')).not.toContain(other);
    }
  });
});
