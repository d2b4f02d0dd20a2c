// The demo mailbox: on the sandbox, a newcomer finishes a sign-up or a password reset from the emails the
// sandbox "sent", reached from the sign-up, forgot-password and confirmation screens.

import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '../support/authRoutes';
import { press, type } from '../support/forms';
import { renderRoutes, sandboxFixture } from '../support/sandboxApp';

sandboxFixture();

const open = (path: string, onSandbox = true) => renderRoutes({ path, routes: authRoutes(), onSandbox });

describe('DemoMailboxScreen', () => {
  it('takes a new customer from the sign-up to a confirmed account and a login', async () => {
    const app = open('/customer/signup');
    type('First name', 'Bola');
    type('Last name', 'Ade');
    type('Email address', 'bola.ade@example.com');
    type('Password', 'Lekki2026!');
    press('Create account');
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });

    await act(() => screen.getByRole('link', { name: 'demo mailbox' }).click());
    expect(app.location()).toBe('/demo-mailbox?to=bola.ade%40example.com');
    const inbox = await screen.findByRole('list', { name: 'Emails to bola.ade@example.com' });
    const email = within(inbox).getByRole('article', { name: 'Confirm your email address' });
    await act(() => within(email).getByRole('link', { name: 'Confirm your email' }).click());
    expect(app.location()).toMatch(/^\/customer\/confirm\/confirm_/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeTruthy();

    await act(() => screen.getByRole('link', { name: 'Log in' }).click());
    type('Email address', 'bola.ade@example.com');
    type('Password', 'Lekki2026!');
    press('Log in');
    await screen.findByRole('heading', { level: 1, name: 'Customer home at /customer' });
  });

  it('holds the reset link of a forgotten password, newest first', async () => {
    const app = open('/merchant/forgot-password');
    type('Email address', 'merchant@demo.test');
    press('Send reset link');
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    await act(() => screen.getByRole('link', { name: 'demo mailbox' }).click());
    const inbox = await screen.findByRole('list', { name: 'Emails to merchant@demo.test' });
    const [newest] = within(inbox).getAllByRole('article');
    expect(newest?.getAttribute('aria-label')).toBe('Reset your password');
    await act(() =>
      within(newest as HTMLElement)
        .getByRole('link', { name: 'Choose a new password' })
        .click(),
    );
    expect(app.location()).toMatch(/^\/merchant\/reset-password\/reset_/);
  });

  it('is offered from a confirmation link that does not work, and finds emails by address', async () => {
    const app = open('/customer/confirm/not-a-token');
    await screen.findByRole('heading', { level: 1, name: 'We could not confirm your email' });
    await act(() => screen.getByRole('link', { name: 'Open the demo mailbox' }).click());
    expect(app.location()).toBe('/demo-mailbox');
    type('Email address', 'nobody@example.com');
    press('Show emails');
    expect((await screen.findByRole('status')).textContent).toBe('No emails to nobody@example.com yet.');
  });

  it('is not offered, and says it does not exist, on real servers', async () => {
    open('/customer/confirm/not-a-token', false);
    await screen.findByRole('heading', { level: 1, name: 'We could not confirm your email' });
    expect(screen.queryByRole('link', { name: 'Open the demo mailbox' })).toBeNull();
    open('/demo-mailbox', false);
    expect(await screen.findByText(/exists only when the app runs on the sandbox/)).toBeTruthy();
  });
});
