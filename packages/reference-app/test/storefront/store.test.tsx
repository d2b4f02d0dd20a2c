import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInCustomer, renderApp, setupSandbox, table } from './support';

const ctx = setupSandbox();

describe('StoreScreen', () => {
  it('lists the store’s products, 12 a page, and its featured ones', async () => {
    const app = renderApp('/store/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Naija Gadgets Hub' })).toBeTruthy();
    const all = screen.getByRole('region', { name: 'All products' });
    expect(within(all).getAllByRole('article')).toHaveLength(12);
    expect(within(all).getByText('Showing 1–12 of 23')).toBeTruthy();
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getAllByRole('article')).toHaveLength(3);

    fireEvent.click(within(all).getByRole('button', { name: 'Next page' }));
    await within(all).findByText('Showing 13–23 of 23');
    expect(within(all).getAllByRole('article')).toHaveLength(11);
    expect(app.location()).toBe('/store/2?page=2');
  });

  it('asks guests to log in to follow the store', async () => {
    renderApp('/store/2');
    const login = await screen.findByRole('link', { name: 'Log in to follow this store' });
    expect(login.getAttribute('href')).toBe('/customer/login?next=%2Fstore%2F2');
  });

  it('lets a customer follow and unfollow the store', async () => {
    const session = await logInCustomer();
    renderApp('/store/2', { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Naija Gadgets Hub' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Naija Gadgets Hub' })).toBeTruthy();
    expect(await screen.findByText('You follow this store. 1 follower')).toBeTruthy();
    const [call] = ctx.requestsTo('/followstore');
    expect(await call?.json()).toEqual({ storeId: 2 });
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);

    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Naija Gadgets Hub' }));
    expect(await screen.findByRole('button', { name: 'Follow Naija Gadgets Hub' })).toBeTruthy();
    await screen.findByText('0 followers');
  });

  it('shows a customer who follows the store as following', async () => {
    const session = await logInCustomer();
    table(ctx.sandbox, 'stores').update(2, { followers: [1] });
    renderApp('/store/2', { session });
    expect(await screen.findByRole('button', { name: 'Unfollow Naija Gadgets Hub' })).toBeTruthy();
    expect(await screen.findByText('You follow this store. 1 follower')).toBeTruthy();
  });

  it('shows the error of a store that cannot be loaded', async () => {
    renderApp('/store/6');
    const all = await screen.findByRole('region', { name: 'All products' });
    expect((await within(all).findByRole('alert')).textContent).toMatch(/not found/i);
  });
});
