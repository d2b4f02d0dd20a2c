// Sign-up takes names and phone numbers by the rules every form shares (components/personRules).

import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAME_TOO_LONG, PHONE_MESSAGE } from '../../src/components/personRules';
import { authRoutes } from '../support/authRoutes';
import { fieldError, press, type } from '../support/forms';
import { renderRoutes, sandboxFixture } from '../support/sandboxApp';

const ctx = sandboxFixture();

describe('sign-up names and phone numbers', () => {
  it('refuses a name over 100 characters and a phone number that is not Nigerian, as checkout does', async () => {
    renderRoutes({ path: '/customer/signup', routes: authRoutes(), onSandbox: true });
    type('First name', 'B'.repeat(101));
    type('Last name', 'Ade');
    type('Email address', 'bola@example.com');
    type('Phone number (optional)', '555-1234');
    type('Password', 'Lekki2026!');
    press('Create account');
    await waitFor(() => expect(fieldError('First name')).toBe(NAME_TOO_LONG));
    expect(fieldError('Phone number (optional)')).toBe(PHONE_MESSAGE);
    expect(fieldError('Last name')).toBeUndefined();
    expect(ctx.requests).toEqual([]);
  });

  it('refuses them at a merchant’s sign-up too', async () => {
    renderRoutes({ path: '/merchant/signup', routes: authRoutes(), onSandbox: true });
    type('Phone number (optional)', '+1 555 123 4567');
    press('Create merchant account');
    await waitFor(() => expect(fieldError('Phone number (optional)')).toBe(PHONE_MESSAGE));
  });
});
