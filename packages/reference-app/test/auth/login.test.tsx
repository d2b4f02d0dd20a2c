// The login screen of every role against the sandbox: demo accounts, errors, loading, and where it goes.

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@marketplace/sandbox/node';
import type { UserType } from '@marketplace/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN_PASSWORD, DEMO_LOGINS } from '../../src/roles/auth/demoAccounts';
import { authRoutes } from '../support/authRoutes';
import { fieldError, press, type } from '../support/forms';
import { renderRoutes, sandboxFixture } from '../support/sandboxApp';

const ctx = sandboxFixture();

const open = (path: string, onSandbox = true) => renderRoutes({ path, routes: authRoutes(), onSandbox });

const HOMES: [UserType, string, string, RegExp][] = [
  ['customer', 'customer@demo.test', '/customer', /Customer home at \/customer/],
  ['merchant', 'merchant@demo.test', '/merchant', /Welcome, Adaeze Nwankwo/],
  ['admin', 'admin@demo.test', '/admin', /Welcome, Ifeoma Obi/],
  ['shipping-partner', 'partner@demo.test', '/shipping-partner', /Welcome, Kwik Dispatch Lagos/],
];

describe('LoginScreen', () => {
  it.each(HOMES)(
    'logs a %s in with its demo account and lands on its home',
    async (role, email, home, heading) => {
      const app = open(`/${role}/login`);
      press(new RegExp(`demo account \\(${email}\\)`));
      expect(screen.getByLabelText('Email address')).toHaveProperty('value', email);
      expect(screen.getByLabelText('Password')).toHaveProperty('value', DEMO_LOGIN_PASSWORD);
      press('Log in');
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(app.location()).toBe(home);
      expect(app.client.session.getToken(role)).toEqual(expect.any(String));
    },
  );

  it.each([
    ['superadmin@demo.test', 'Super admin', /Welcome, Ngozi Eze/],
    ['dispatcher@demo.test', 'Dispatcher', /Welcome, Emeka Nwosu/],
    ['scheduler@demo.test', 'Scheduler', /Welcome, Folake Ogunleye/],
  ])('takes %s into the admin session and shows its account type', async (email, accountType, heading) => {
    const app = open('/admin/login');
    type('Email address', email);
    type('Password', DEMO_PASSWORD);
    press('Log in');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(app.location()).toBe('/admin');
    const facts = screen.getByText('Account type').closest('dl') as HTMLElement;
    expect(within(facts).getByText(accountType)).toBeTruthy();
    expect(app.client.session.getToken('admin')).toEqual(expect.any(String));
  });

  it("shows the server's message for a wrong password and stays on the page", async () => {
    const app = open('/merchant/login');
    type('Email address', 'merchant@demo.test');
    type('Password', 'not-the-password');
    press('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(app.location()).toBe('/merchant/login');
    expect(app.client.session.getToken('merchant')).toBeUndefined();
  });

  it("shows the server's message for an unconfirmed account and offers a new confirmation link", async () => {
    open('/customer/login');
    type('Email address', 'yetunde.ogunbiyi@example.com');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please confirm your email before logging in',
    );
    const before = ctx.sandbox.emails('yetunde.ogunbiyi@example.com').length;
    press('Email me a new confirmation link');
    expect((await screen.findByRole('status')).textContent).toContain(
      'If this email has an account waiting for confirmation, a new link is on its way',
    );
    const emails = ctx.sandbox.emails('yetunde.ogunbiyi@example.com');
    expect(emails).toHaveLength(before + 1);
    expect(emails[0]?.kind).toBe('confirmation');
    expect(screen.getByRole('link', { name: 'Open the demo mailbox' })).toBeTruthy();
  });

  it('offers no new confirmation link for a wrong password', async () => {
    open('/customer/login');
    type('Email address', 'customer@demo.test');
    type('Password', 'wrong-pass-1');
    press('Log in');
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Email me a new confirmation link' })).toBeNull();
  });

  it("shows 'Check network connection' when the network fails", async () => {
    ctx.sandbox.faults.set('loginCustomer', { network: true });
    open('/customer/login');
    type('Email address', 'customer@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe('Check network connection');
  });

  it("shows 'Unknown error' for an admin answer it cannot use", async () => {
    ctx.sandbox.faults.set('loginAdmin', { malformed: true });
    open('/admin/login');
    type('Email address', 'admin@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error');
  });

  it('checks the form on the client before calling the server', async () => {
    open('/customer/login');
    press('Log in');
    await waitFor(() => expect(fieldError('Email address')).toBe('Email address is required'));
    expect(fieldError('Password')).toBe('Password is required');
    type('Email address', 'not-an-email');
    press('Log in');
    await waitFor(() => expect(fieldError('Email address')).toBe('Enter a valid email address'));
    expect(ctx.requests).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading state on the button while logging in', async () => {
    ctx.sandbox.faults.set('loginMerchant', { latencyMs: 150 });
    open('/merchant/login');
    type('Email address', 'merchant@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeTruthy();
  });

  it.each([
    ['https://evil.example', '/customer'],
    ['//evil.example/customer', '/customer'],
    ['javascript:alert(1)', '/customer'],
    ['/customer/orders', '/customer/orders'],
  ])('goes to next=%s only when it is a page of this site (lands on %s)', async (next, landing) => {
    const app = open(`/customer/login?next=${encodeURIComponent(next)}`);
    type('Email address', 'customer@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    await waitFor(() => expect(app.location()).toBe(landing));
  });

  it('sends a visitor of a role page to its login, and back there after logging in', async () => {
    const app = open('/merchant/change-password');
    await waitFor(() => expect(app.location()).toBe('/merchant/login?next=%2Fmerchant%2Fchange-password'));
    type('Email address', 'merchant@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(app.location()).toBe('/merchant/change-password');
  });

  it('links to sign-up where the role has one, and to the forgotten password', () => {
    open('/shipping-partner/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/shipping-partner/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/shipping-partner/forgot-password',
    );
  });

  it('has no sign-up link for the admin session, and lists its four demo accounts', () => {
    open('/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    const demo = screen.getByRole('region', { name: 'Demo accounts' });
    expect(
      within(demo)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Use the Admin demo account (admin@demo.test)',
      'Use the Super admin demo account (superadmin@demo.test)',
      'Use the Dispatcher demo account (dispatcher@demo.test)',
      'Use the Scheduler demo account (scheduler@demo.test)',
    ]);
  });

  it('lists no demo accounts when the app talks to real servers', () => {
    open('/customer/login', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).toBeNull();
  });

  it("offers exactly the sandbox's demo accounts, by session", () => {
    const offered = Object.entries(DEMO_LOGINS).flatMap(([role, accounts]) =>
      accounts.map((a) => ({ email: a.email, role })),
    );
    expect(offered).toEqual(
      expect.arrayContaining(DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role }))),
    );
    expect(offered).toHaveLength(DEMO_ACCOUNTS.length);
    expect(DEMO_LOGIN_PASSWORD).toBe(DEMO_PASSWORD);
  });
});
