// Forgotten, reset and changed passwords against the sandbox, and logging out of a role.

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import type { UserType } from '@marketplace/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '../support/authRoutes';
import { fieldError, press, type } from '../support/forms';
import { lastEmail, type RenderedRoutes, renderRoutes, sandboxFixture } from '../support/sandboxApp';

const ctx = sandboxFixture();

const open = (path: string) => renderRoutes({ path, routes: authRoutes() });

async function logIn(email: string, password: string) {
  type('Email address', email);
  type('Password', password);
  press('Log in');
}

/** Opens a role's page behind its login, logs in with the demo account, and waits for the page. */
async function openLoggedIn(role: UserType, page: string, email: string): Promise<RenderedRoutes> {
  const app = open(page);
  await waitFor(() => expect(app.location()).toMatch(new RegExp(`^/${role}/login`)));
  await logIn(email, DEMO_PASSWORD);
  await waitFor(() => expect(app.location()).toBe(page));
  await screen.findByRole('heading', {
    level: 1,
    name: page.endsWith('change-password') ? 'Change your password' : /Welcome/,
  });
  return app;
}

describe('ForgotPasswordScreen and ResetPasswordScreen', () => {
  it.each([
    ['customer', 'customer', 'customer@demo.test'],
    ['merchant', 'merchant', 'merchant@demo.test'],
    ['admin', 'admin', 'dispatcher@demo.test'],
    ['shipping-partner', 'partner', 'partner@demo.test'],
  ] as const)(
    'a %s asks for a link (on the %s path), sets a new password and logs in with it',
    async (role, pathType, email) => {
      const app = open(`/${role}/forgot-password`);
      type('Email address', email);
      press('Send reset link');
      expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(
        'If an account uses this email, a password reset link is on its way',
      );
      expect(ctx.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `POST /api/v1/auth/${pathType}/forgotpassword`,
      );

      const reset = lastEmail(ctx.sandbox, email, 'password-reset');
      expect(reset?.link).toBe(`/${role}/reset-password/${reset?.token}`);
      await act(() => app.router.navigate(`/${role}/reset-password/${reset?.token}`));
      type('New password', 'Fresh-2026-pass');
      type('Repeat the new password', 'Fresh-2026-pass');
      press('Save new password');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
      ).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Password reset successful');

      await act(() => app.router.navigate(`/${role}/login`));
      await logIn(email, DEMO_PASSWORD);
      expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
      await logIn(email, 'Fresh-2026-pass');
      await waitFor(() => expect(app.location()).toBe(`/${role}`));
    },
  );

  it('checks the email on the client, then answers an address without an account like any other', async () => {
    open('/merchant/forgot-password');
    press('Send reset link');
    await waitFor(() => expect(fieldError('Email address')).toBe('Email address is required'));
    expect(ctx.requests).toEqual([]);
    // A customer's email is not a merchant account: the page must not say so.
    type('Email address', 'customer@demo.test');
    press('Send reset link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'If an account uses this email, a password reset link is on its way',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lastEmail(ctx.sandbox, 'customer@demo.test', 'password-reset')).toBeUndefined();
  });

  it("shows 'Please check your internet and try again' when the network fails", async () => {
    ctx.sandbox.faults.set('forgotPassword', { network: true });
    open('/customer/forgot-password');
    type('Email address', 'customer@demo.test');
    press('Send reset link');
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your internet and try again');
  });

  it('checks on the client that the two new passwords match', async () => {
    open('/customer/reset-password/some-token');
    press('Save new password');
    await waitFor(() => expect(fieldError('New password')).toBe('New password is required'));
    expect(fieldError('Repeat the new password')).toBe('Repeat the new password');
    type('New password', 'Fresh-2026-pass');
    type('Repeat the new password', 'Fresh-2026-typo');
    press('Save new password');
    await waitFor(() => expect(fieldError('Repeat the new password')).toBe('The passwords do not match'));
    type('New password', 'short');
    type('Repeat the new password', 'short');
    press('Save new password');
    await waitFor(() =>
      expect(fieldError('New password')).toBe('New password must be at least 8 characters'),
    );
    expect(ctx.requests).toEqual([]);
  });

  it("shows the server's message for a link that is unknown or used, with a way to ask again", async () => {
    open('/customer/reset-password/not-a-token');
    type('New password', 'Fresh-2026-pass');
    type('Repeat the new password', 'Fresh-2026-pass');
    press('Save new password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This password reset link is invalid or has already been used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/customer/forgot-password',
    );
  });
});

describe('ChangePasswordScreen', () => {
  it('changes the password of the logged-in user', async () => {
    const app = await openLoggedIn('merchant', '/merchant/change-password', 'merchant@demo.test');
    type('Current password', DEMO_PASSWORD);
    type('New password', 'Adire2026-Ikeja!');
    type('Repeat the new password', 'Adire2026-Ikeja!');
    press('Change password');
    expect((await screen.findByRole('status')).textContent).toBe('Password changed successfully');
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
    const change = ctx.requests.find((r) => r.path.endsWith('/auth/user/change-password'));
    expect(change?.body).toEqual({ oldPassword: DEMO_PASSWORD, newPassword: 'Adire2026-Ikeja!' });

    // The new password is the one that works now.
    await act(() => app.router.navigate('/merchant'));
    press('Log out');
    await waitFor(() => expect(app.location()).toBe('/merchant/login?next=%2Fmerchant'));
    await logIn('merchant@demo.test', 'Adire2026-Ikeja!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Adaeze Nwankwo' })).toBeTruthy();
  });

  it('says until when this browser stays signed in (verifyToken), and when it cannot tell', async () => {
    await openLoggedIn('merchant', '/merchant/change-password', 'merchant@demo.test');
    // The date is its own element inside the sentence.
    const sentence = await screen.findByText(
      (_, el) => /^This browser stays signed in until /.test(el?.textContent ?? '') && el?.tagName === 'P',
    );
    expect(sentence.textContent).toMatch(/until .*2026.*\. Log out to end the session now\.$/);
    expect(ctx.requests.some((r) => r.path.endsWith('/auth/verify-token'))).toBe(true);
  });

  it('says so when the session cannot be checked', async () => {
    ctx.sandbox.faults.set('verifyToken', { status: 500 });
    await openLoggedIn('admin', '/admin/change-password', 'admin@demo.test');
    expect(await screen.findByText(/^Could not check your session: /)).toBeTruthy();
  });

  it("shows the server's message when the current password is wrong", async () => {
    await openLoggedIn('shipping-partner', '/shipping-partner/change-password', 'partner@demo.test');
    type('Current password', 'not-the-password');
    type('New password', 'Ikeja2026-new!');
    type('Repeat the new password', 'Ikeja2026-new!');
    press('Change password');
    expect((await screen.findByRole('alert')).textContent).toBe('Old password is incorrect');
  });

  it("shows 'There was an error. Please try again' when the server gives no message", async () => {
    await openLoggedIn('admin', '/admin/change-password', 'admin@demo.test');
    ctx.sandbox.faults.set('changePassword', { malformed: true });
    type('Current password', DEMO_PASSWORD);
    type('New password', 'Abuja2026-new!');
    type('Repeat the new password', 'Abuja2026-new!');
    press('Change password');
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error. Please try again');
  });

  it('checks the new password on the client', async () => {
    await openLoggedIn('customer', '/customer/change-password', 'customer@demo.test');
    type('Current password', DEMO_PASSWORD);
    type('New password', DEMO_PASSWORD);
    type('Repeat the new password', 'something-else');
    press('Change password');
    await waitFor(() =>
      expect(fieldError('New password')).toBe('The new password must be different from the current one'),
    );
    expect(fieldError('Repeat the new password')).toBe('The passwords do not match');
    // No change was sent (a signed-in customer's page reads their cart meanwhile: that is not counted).
    expect(ctx.requests.filter((r) => r.path.endsWith('/auth/user/change-password'))).toEqual([]);
  });
});

describe('Logging out', () => {
  it.each([
    ['merchant', 'merchant@demo.test'],
    ['admin', 'superadmin@demo.test'],
    ['shipping-partner', 'partner@demo.test'],
  ] as const)('a %s logs out from its home: the session is cleared', async (role, email) => {
    const app = await openLoggedIn(role, `/${role}`, email);
    expect(app.client.session.getToken(role)).toEqual(expect.any(String));
    press('Log out');
    // The home is behind the login again.
    await waitFor(() => expect(app.location()).toBe(`/${role}/login?next=%2F${role}`));
    expect(app.client.session.getToken(role)).toBeUndefined();
    // The token store is the one owner of the session; the login slice is back to idle.
    expect(app.store.getState().logins[role].status).toBe('idle');
    await act(() => app.router.navigate(`/${role}/change-password`));
    await waitFor(() => expect(app.location()).toBe(`/${role}/login?next=%2F${role}%2Fchange-password`));
  });
});
