// The header's log out: the shopper stays in the shop (the page they were on, or the home page when they
// were on one of their account's pages), never the customer login.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupCustomerSandbox } from './support';

setupCustomerSandbox();

const headerLogOut = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' });

describe('Header log out', () => {
  it('leaves an account page for the home page, not the login page', async () => {
    const app = await renderApp('/customer/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    fireEvent.click(await waitFor(headerLogOut));
    await waitFor(() => expect(app.client.session.getToken('customer')).toBeUndefined());
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(app.path()).toBe('/');
  });

  it('keeps the shopper on the storefront page they were on', async () => {
    const app = await renderApp('/search?q=dress');
    // The header may be drawn again while the page settles: look it up afresh on every try.
    fireEvent.click(await waitFor(headerLogOut));
    await waitFor(() => expect(app.client.session.getToken('customer')).toBeUndefined());
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(app.path()).toBe('/search');
  });
});
