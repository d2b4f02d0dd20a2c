// The account page: who is signed in, the links of the account, logging out; and the guard that sends a
// visitor without a customer session to the customer login.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupCustomerSandbox } from './support';

setupCustomerSandbox();

describe('AccountScreen', () => {
  it("shows the demo customer's name and the links of the account", async () => {
    const app = await renderApp('/customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText(/Hello, Chiamaka Okafor\./)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/customer/orders',
      '/customer/returns',
      '/customer/addresses',
      '/customer/gift-cards',
      '/customer/cart',
      '/saved',
      '/customer/change-password',
    ]);
    expect(app.reports).toEqual([]);
  });

  it('logs out: the session is gone and the shop opens', async () => {
    const app = await renderApp('/customer');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.client.session.getToken('customer')).toBeUndefined();
  });

  it('sends a visitor without a customer session to the customer login, to come back after', async () => {
    const app = await renderApp('/customer/orders', { loggedIn: false });
    await waitFor(() => expect(app.path()).toBe('/customer/login'));
    expect(app.router.state.location.search).toBe(`?next=${encodeURIComponent('/customer/orders')}`);
  });
});
