// Login, sign-up and the login slice of each role, against the sandbox.

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { createMarketplaceClient, createMemoryTokenStore, type UserType } from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { useSession } from '../../src/session/useSession';
import { sandboxFixture } from '../support/renderWithSandbox';
import { memoryStore, renderWithSession } from './withClientState';

const ctx = sandboxFixture();

const ACCOUNT: Record<UserType, string> = {
  customer: 'customer@demo.test',
  merchant: 'merchant@demo.test',
  admin: 'admin@demo.test',
  'shipping-partner': 'partner@demo.test',
};
const ROLES = Object.keys(ACCOUNT) as UserType[];

function setup<R extends UserType>(role: R) {
  const client = ctx.client();
  const store = memoryStore();
  const messages: MarketplaceMessage[] = [];
  const view = renderWithSession(() => useSession(role), client, store, {
    onMessage: (m) => messages.push(m),
  });
  return { client, store, messages, ...view };
}

describe('useSession: login', () => {
  it.each(ROLES)('logs a %s in: token and user in the token store, the slice succeeded', async (role) => {
    const { client, store, result, messages } = setup(role);
    expect(result.current).toMatchObject({
      loggedIn: false,
      status: 'idle',
      token: undefined,
      user: undefined,
    });

    let success: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      success = await result.current.login({ email: ACCOUNT[role], password: DEMO_PASSWORD });
    });

    expect(success?.token).toEqual(expect.any(String));
    expect(client.session.getToken(role)).toBe(success?.token);
    expect(result.current).toMatchObject({ loggedIn: true, status: 'succeeded', token: success?.token });
    expect(result.current.error).toBeUndefined();
    expect(result.current.user).toMatchObject({ email: ACCOUNT[role] });
    // The token store holds the session; the slice only the attempt (no copy of the user to drift).
    expect(store.getState().logins[role]).toEqual({ status: 'succeeded' });
    expect(store.getState()).not.toHaveProperty('user');
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Login successful' }),
    );
    // Only that role.
    for (const other of ROLES.filter((r) => r !== role))
      expect(client.session.getToken(other)).toBeUndefined();
  });

  it.each(ROLES)("keeps the server's message when a %s login fails", async (role) => {
    const { client, store, result, messages } = setup(role);
    let failure: unknown;
    await act(async () => {
      await result.current.login({ email: ACCOUNT[role], password: 'wrong-password' }).catch((e) => {
        failure = e;
      });
    });
    expect(failure).toMatchObject({
      name: 'MarketplaceError',
      message: 'Invalid email or password',
      status: 400,
    });
    expect(result.current).toMatchObject({
      loggedIn: false,
      status: 'failed',
      error: 'Invalid email or password',
      token: undefined,
    });
    expect(store.getState().logins[role]).toEqual({ status: 'failed', error: 'Invalid email or password' });
    expect(client.session.getToken(role)).toBeUndefined();
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'error', message: 'Invalid email or password' }),
    );
  });

  it("shows 'Check network connection' when the network fails", async () => {
    ctx.sandbox.faults.set('loginMerchant', { network: true });
    const { result } = setup('merchant');
    await act(async () => {
      await result.current.login({ email: ACCOUNT.merchant, password: DEMO_PASSWORD }).catch(() => {});
    });
    expect(result.current).toMatchObject({ status: 'failed', error: 'Check network connection' });
  });

  it('is loading while the login runs, and a later success clears the earlier error', async () => {
    ctx.sandbox.faults.set('loginCustomer', { latencyMs: 50, times: 1 });
    const { result } = setup('customer');
    await act(async () => {
      await result.current.login({ email: ACCOUNT.customer, password: 'nope' }).catch(() => {});
    });
    expect(result.current.status).toBe('failed');
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.login({ email: ACCOUNT.customer, password: DEMO_PASSWORD });
    });
    expect(result.current.status).toBe('loading');
    expect(result.current.error).toBeUndefined();
    await act(async () => {
      await pending;
    });
    expect(result.current).toMatchObject({ status: 'succeeded', loggedIn: true, error: undefined });
  });
});

describe('useSession: the admin session', () => {
  const adminAccounts = DEMO_ACCOUNTS.filter((a) => a.role === 'admin');

  it('has the four admin-session demo accounts', () => {
    expect(adminAccounts.map((a) => a.accountType).sort()).toEqual(
      ['admin', 'dispatcher', 'scheduler', 'superadmin'].sort(),
    );
  });

  it.each(adminAccounts.map((a) => [a.accountType, a.email] as const))(
    'logs a %s into the admin session, with its account type visible',
    async (accountType, email) => {
      const { client, result } = setup('admin');
      await act(async () => {
        await result.current.login({ email, password: DEMO_PASSWORD });
      });
      expect(result.current.loggedIn).toBe(true);
      expect(result.current.user?.accountType).toBe(accountType);
      expect(client.session.getToken('admin')).toBe(result.current.token);
    },
  );

  it("refuses a customer's account in the admin session", async () => {
    const { result } = setup('admin');
    await act(async () => {
      await result.current.login({ email: ACCOUNT.customer, password: DEMO_PASSWORD }).catch(() => {});
    });
    expect(result.current).toMatchObject({ status: 'failed', error: 'Invalid email or password' });
  });

  it("treats an admin answer without a token as 'Unknown error', even with validation off", async () => {
    const client = createMarketplaceClient({
      hosts: { main: 'http://nowhere.test/api/v1' },
      session: createMemoryTokenStore(),
      validation: 'off',
      retry: false,
      fetch: async () => Response.json({ success: true, message: 'Login successful', data: { user: null } }),
    });
    const store = memoryStore();
    const messages: MarketplaceMessage[] = [];
    const { result } = renderWithSession(() => useSession('admin'), client, store, {
      onMessage: (m) => messages.push(m),
    });
    let failure: unknown;
    await act(async () => {
      await result.current.login({ email: ACCOUNT.admin, password: DEMO_PASSWORD }).catch((e) => {
        failure = e;
      });
    });
    expect(failure).toMatchObject({ name: 'MarketplaceError', kind: 'response', message: 'Unknown error' });
    expect(result.current).toMatchObject({ status: 'failed', error: 'Unknown error', loggedIn: false });
    expect(client.session.getToken('admin')).toBeUndefined();
    expect(messages).toEqual([expect.objectContaining({ type: 'error', message: 'Unknown error' })]);
  });

  it("shows 'Unknown error' for a malformed admin answer (the SDK's fallback)", async () => {
    ctx.sandbox.faults.set('loginAdmin', { malformed: true });
    const { result } = setup('admin');
    await act(async () => {
      await result.current.login({ email: ACCOUNT.admin, password: DEMO_PASSWORD }).catch(() => {});
    });
    expect(result.current).toMatchObject({ status: 'failed', error: 'Unknown error' });
  });
});

describe('useSession: sign-up', () => {
  it('has no sign-up in the admin session', () => {
    const { result } = setup('admin');
    expect(result.current.signup).toBeUndefined();
  });

  it('signs a customer up without logging in', async () => {
    const { result, messages } = setup('customer');
    await act(async () => {
      await result.current.signup({
        firstName: 'Chiamaka',
        lastName: 'Okafor',
        email: 'chiamaka.okafor@example.com',
        password: 'Lekki2026!',
      });
    });
    expect(result.current.signupStatus).toBe('succeeded');
    expect(result.current.loggedIn).toBe(false);
    expect(messages).toContainEqual(expect.objectContaining({ type: 'success' }));
  });

  it("signs a merchant up and keeps the server's message when the email is taken", async () => {
    const { result } = setup('merchant');
    const body = {
      firstName: 'Tunde',
      lastName: 'Adeyemi',
      email: 'tunde.adeyemi@example.com',
      phoneNumber: '+2348031234567',
      password: 'Adire2026!',
      storeName: 'Adire Ikeja',
    };
    await act(async () => {
      await result.current.signup(body);
    });
    expect(result.current.signupStatus).toBe('succeeded');
    await act(async () => {
      await result.current.signup({ ...body, storeName: 'Another store' }).catch(() => {});
    });
    expect(result.current).toMatchObject({ signupStatus: 'failed', signupError: 'Email already exists' });
  });

  it('signs a shipping partner up, who can then log in', async () => {
    const { result } = setup('shipping-partner');
    const email = 'ops@kwikdispatch.example.com';
    await act(async () => {
      await result.current.signup({
        name: 'Kwik Dispatch Lagos',
        email,
        phoneNumber: '+2349012345678',
        shippingCompany: 'Kwik Dispatch Ltd',
        password: 'Ikeja2026!',
      });
    });
    expect(result.current.signupStatus).toBe('succeeded');
    await act(async () => {
      await result.current.login({ email, password: 'Ikeja2026!' });
    });
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    expect(result.current.user).toMatchObject({ name: 'Kwik Dispatch Lagos' });
  });
});
