// Sign-up of customers, merchants and shipping partners, and the email confirmation, against the sandbox.

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '../support/authRoutes';
import { fieldError, press, type } from '../support/forms';
import { lastEmail, renderRoutes, sandboxFixture } from '../support/sandboxApp';

const ctx = sandboxFixture();

const open = (path: string, onSandbox = true) => renderRoutes({ path, routes: authRoutes(), onSandbox });

function fillCustomer(email: string) {
  type('First name', 'Bola');
  type('Last name', 'Ade');
  type('Email address', email);
  type('Phone number (optional)', '+2348030000000');
  type('Password', 'Lekki2026!');
}

async function logIn(email: string, password: string) {
  type('Email address', email);
  type('Password', password);
  press('Log in');
}

describe('SignupScreen', () => {
  it('checks the fields on the client before calling the server', async () => {
    open('/customer/signup');
    press('Create account');
    await waitFor(() => expect(fieldError('First name')).toBe('First name is required'));
    expect(fieldError('Last name')).toBe('Last name is required');
    expect(fieldError('Email address')).toBe('Email address is required');
    expect(fieldError('Password')).toBe('Password is required');
    expect(fieldError('Phone number (optional)')).toBeUndefined();
    type('Email address', 'bola@');
    type('Password', 'short');
    press('Create account');
    await waitFor(() => expect(fieldError('Password')).toBe('Password must be at least 8 characters'));
    expect(fieldError('Email address')).toBe('Enter a valid email address');
    expect(ctx.requests).toEqual([]);
  });

  it("shows the server's refusal of an email that is taken", async () => {
    open('/customer/signup');
    fillCustomer('Customer@Demo.test');
    press('Create account');
    expect((await screen.findByRole('alert')).textContent).toBe('Email already exists');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
  });

  it("puts the server's 422 messages beside their fields", async () => {
    open('/merchant/signup');
    type('First name', 'Tunde');
    type('Last name', 'Adeyemi');
    type('Email address', 'tunde@example.com');
    // Blank to the server, though not empty for the client's length rule.
    type('Store name', '   ');
    type('Password', 'Adire2026!');
    press('Create merchant account');
    await waitFor(() => expect(fieldError('Store name')).toBe('Store name is required'));
    expect(document.activeElement).toBe(screen.getByLabelText('Store name'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new customer is told to check their email, and the emailed link confirms the account', async () => {
    const app = open('/customer/signup');
    fillCustomer('bola.ade@example.com');
    press('Create account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Account created. Check your email to confirm your account.',
    );
    expect(screen.getByText('bola.ade@example.com')).toBeTruthy();
    expect(screen.getByText(/sandbox, which sends no real email/)).toBeTruthy();

    const email = lastEmail(ctx.sandbox, 'bola.ade@example.com', 'confirmation');
    expect(email?.link).toBe(`/customer/confirm/${email?.token}`);
    await act(() => app.router.navigate(`/customer/confirm/${email?.token}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Thank you, Bola. Your account is ready.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/customer/login');
  });

  it('a confirmed customer logs in from the confirmation page', async () => {
    const app = open('/customer/signup');
    fillCustomer('kemi@example.com');
    press('Create account');
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    const token = lastEmail(ctx.sandbox, 'kemi@example.com', 'confirmation')?.token;
    await act(() => app.router.navigate(`/customer/confirm/${token}`));
    await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' });
    await act(() => app.router.navigate('/customer/login'));
    await logIn('kemi@example.com', 'Lekki2026!');
    await waitFor(() => expect(app.location()).toBe('/customer'));
  });

  it('a merchant confirms through the merchant link only', async () => {
    const app = open('/merchant/signup');
    type('First name', 'Tunde');
    type('Last name', 'Adeyemi');
    type('Email address', 'tunde@example.com');
    type('Store name', 'Adire Lagos');
    type('Business category (optional)', 'Fashion');
    press('Create merchant account');
    await waitFor(() => expect(fieldError('Password')).toBe('Password is required'));
    type('Password', 'Adire2026!');
    press('Create merchant account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    const token = lastEmail(ctx.sandbox, 'tunde@example.com', 'confirmation')?.token;
    await act(() => app.router.navigate(`/customer/confirm/${token}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not confirm your email' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This confirmation link is invalid');
    await act(() => app.router.navigate(`/merchant/confirm/${token}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeTruthy();
    await act(() => app.router.navigate('/merchant/login'));
    await logIn('tunde@example.com', 'Adire2026!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Tunde Adeyemi' })).toBeTruthy();
    expect(screen.getByText('Adire Lagos')).toBeTruthy();
  });

  it('a shipping partner can log in at once after signing up', async () => {
    const app = open('/shipping-partner/signup');
    type('Name', 'Lagos Riders');
    type('Shipping company (optional)', 'Lagos Riders Ltd');
    type('Email address', 'ops@lagosriders.example.com');
    type('Password', 'Ikeja2026!');
    press('Create partner account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your partner account is ready' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Account created');
    await act(() => app.router.navigate('/shipping-partner/login'));
    await logIn('ops@lagosriders.example.com', 'Ikeja2026!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lagos Riders' })).toBeTruthy();
    expect(screen.getByText('Lagos Riders Ltd')).toBeTruthy();
  });

  it('sends only the fields that were filled in (no empty phone number)', async () => {
    open('/customer/signup');
    type('First name', 'Bola');
    type('Last name', 'Ade');
    type('Email address', 'bola2@example.com');
    type('Password', 'Lekki2026!');
    press('Create account');
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    const signup = ctx.requests.find((r) => r.path.endsWith('/auth/customer/signup'));
    expect(signup?.body).toEqual({
      firstName: 'Bola',
      lastName: 'Ade',
      email: 'bola2@example.com',
      password: 'Lekki2026!',
    });
  });

  it('an unknown confirmation link shows the error', async () => {
    open('/customer/confirm/not-a-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not confirm your email' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This confirmation link is invalid');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/customer/signup',
    );
  });
});
