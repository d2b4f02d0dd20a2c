// The auth screens and role homes through the app itself: its providers, its shell and its router (the
// lazily loaded modules and the export names src/app/routes.tsx asks for).

import { createClientStore, createMemoryStorage } from '@marketplace/react-hooks';
import { TEST_HOSTS } from '@marketplace/sandbox/node';
import { createMarketplaceClient, createMemoryTokenStore } from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import type { ErrorReporter } from '../../src/app/errorReporter';
import { createAppRouter } from '../../src/app/routes';
import { press, type } from '../support/forms';
import { sandboxFixture } from '../support/sandboxApp';

sandboxFixture();

function openApp(path: string) {
  const errors: unknown[] = [];
  const reporter: ErrorReporter = { tracesSampleRate: 1, captureException: (error) => errors.push(error) };
  const router = createAppRouter({ initialEntries: [path] });
  const client = createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
    pathname: () => router.state.location.pathname,
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
  });
  const store = createClientStore({ storage: createMemoryStorage() });
  render(
    <App
      client={client}
      store={store}
      reporter={reporter}
      router={router}
      sandbox={{ reset: () => undefined, emails: async () => [] }}
    />,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { client, router, errors, location };
}

describe('auth routes in the app', () => {
  it.each([
    ['merchant', 'merchant@demo.test', 'Merchant log in', /Welcome, Adaeze Nwankwo/],
    ['admin', 'scheduler@demo.test', 'Admin log in', /Welcome, Folake Ogunleye/],
    ['shipping-partner', 'partner@demo.test', 'Shipping partner log in', /Welcome, Kwik Dispatch Lagos/],
  ])(
    'a %s goes from its home to its login and back, through the lazily loaded screens',
    async (role, email, title, welcome) => {
      const app = openApp(`/${role}`);
      // The first visit loads the screens' modules (transformed on demand in tests): give it time.
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(app.location()).toBe(`/${role}/login?next=%2F${role}`);
      const demo = screen.getByRole('region', { name: 'Demo accounts' });
      press(new RegExp(`\\(${email}\\)`));
      expect(within(demo).getByText(email)).toBeTruthy();
      press('Log in');
      expect(await screen.findByRole('heading', { level: 1, name: welcome })).toBeTruthy();
      expect(app.location()).toBe(`/${role}`);
      press('Log out');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(app.client.session.getToken(role as 'merchant')).toBeUndefined();
      expect(app.errors).toEqual([]);
    },
  );

  it('a customer logs in from the header link and comes back to the page it was on', async () => {
    const app = openApp('/customer/login?next=%2Fcustomer%2Fchange-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    type('Email address', 'customer@demo.test');
    type('Password', 'demo1234');
    press('Log in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/customer/change-password'));
  });
});
