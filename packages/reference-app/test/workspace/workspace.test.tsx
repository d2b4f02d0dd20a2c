// The workspaces through the app's own routes: the login guard and the way back, the navigation each kind
// of account's permissions give, "not allowed", the dashboards (each card on its own), several sessions at
// once, the role's logout and the phone menu. Against a fresh sandbox per test.

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { press, type } from '../support/forms';
import { type RenderedRoutes, renderRoutes, sandboxFixture } from '../support/sandboxApp';

const ctx = sandboxFixture();

/** Opens `path` signed out, is sent to the role's login, signs in as `email`, and comes back. */
async function signInAt(path: string, email: string): Promise<RenderedRoutes> {
  const app = renderRoutes({ path, routes });
  const segment = path.split('/')[1];
  await waitFor(() => expect(app.location()).toBe(`/${segment}/login?next=${encodeURIComponent(path)}`));
  await screen.findByLabelText('Email address');
  type('Email address', email);
  type('Password', DEMO_PASSWORD);
  press('Log in');
  await waitFor(() => expect(app.location()).toBe(path));
  return app;
}

/**
 * The workspace navigation once the permissions have loaded, as its sections: `Group: link, link` (a
 * section without a group name as `: link, link`).
 */
async function navSections(name: string): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name });
  await waitFor(() => expect(within(nav).queryAllByRole('link').length).toBeGreaterThan(0));
  return within(nav)
    .getAllByRole('list')
    .map((list) => {
      const group = list.getAttribute('aria-labelledby')
        ? (document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
        : '';
      const links = within(list)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '');
      return `${group}: ${links.join(', ')}`;
    });
}

describe('workspace guard', () => {
  it('sends a visitor to the role login with the page as return path, and back after login', async () => {
    const app = await signInAt('/shipping-partner/orders', 'partner@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assigned orders' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: /Orders assigned to you/ })).toBeTruthy();
    expect(app.client.session.getToken('shipping-partner')).toEqual(expect.any(String));
  });
});

describe('workspace navigation from permissions', () => {
  it.each([
    [
      'superadmin@demo.test',
      [
        ': Dashboard',
        'Orders: Orders, Returns',
        'Approvals: Product approvals, Store approvals, Store approvers, Hub applications',
        'Catalog: Products, Promotions, Official outlets, Featured collections',
        'Money: Transactions, Merchant payments, Finance reports, Merchant reports',
        'Gift cards: All gift cards, Gift card activity, Gift card analytics',
        'People: Merchants, Dispatchers and partners, Admins, Roles and resources, Platform staff, Audit log',
        'Shipping: Vehicles, Shipping pricing, Shipping zones, Shipping discounts',
        'Account: Change password',
      ],
    ],
    [
      // An admin lacks the super admin's accounts, roles and platform staff.
      'admin@demo.test',
      [
        ': Dashboard',
        'Orders: Orders, Returns',
        'Approvals: Product approvals, Store approvals, Store approvers, Hub applications',
        'Catalog: Products, Promotions, Official outlets, Featured collections',
        'Money: Transactions, Merchant payments, Finance reports, Merchant reports',
        'Gift cards: All gift cards, Gift card activity, Gift card analytics',
        'People: Merchants, Dispatchers and partners',
        'Shipping: Vehicles, Shipping pricing, Shipping zones, Shipping discounts',
        'Account: Change password',
      ],
    ],
    ['dispatcher@demo.test', [': Dashboard', 'Orders: Orders', 'Account: Change password']],
    ['scheduler@demo.test', [': Dashboard', 'Orders: Orders', 'Account: Change password']],
  ])('gives %s the admin entries it may read, in their sections', async (email, expected) => {
    await signInAt('/admin', email);
    expect(await navSections('Admin workspace')).toEqual(expected);
  });

  it('gives a merchant its entries, in their sections', async () => {
    await signInAt('/merchant', 'merchant@demo.test');
    expect(await navSections('Merchant workspace')).toEqual([
      ': Dashboard',
      'Sales: Orders, Returns, Coupons, Reports',
      'Catalog: Products',
      'Store: Store profile, Staff, Policies, Testimonials, Reviews, Themes',
      'Money: Transactions, Invoices, Payouts',
      'Account: Set up your store, Plan, Bank account, Change password',
    ]);
  });

  it('gives a shipping partner its assigned orders', async () => {
    await signInAt('/shipping-partner', 'partner@demo.test');
    expect(await navSections('Shipping partner workspace')).toEqual([
      ': Dashboard, Assigned orders, Onboarding, Company profile',
      'Account: Change password',
    ]);
  });

  it('shows "not allowed", with the missing right and a way back, on a page the account may not read', async () => {
    const app = await signInAt('/admin/products', 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'You are not allowed to open Products' })).toBeTruthy();
    expect(alert.textContent).toContain('read products');
    expect(ctx.requests.some((r) => r.path.endsWith('/products/admin/getallproducts'))).toBe(false);
    fireEvent.click(within(alert).getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/admin'));
  });
});

describe('workspace header', () => {
  it('names the account and its account type, and sets the document title', async () => {
    await signInAt('/admin', 'superadmin@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ngozi Eze' })).toBeTruthy();
    const account = screen.getByText('Account type').closest('dl') as HTMLElement;
    expect(within(account).getByText('Super admin')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard · Admin workspace · Marketplace'));
    expect(screen.getByRole('link', { name: 'Storefront' }).getAttribute('href')).toBe('/');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByText('Admin workspace').getAttribute('aria-current')).toBe('page');
  });

  it('keeps several roles signed in at once, each workspace showing its own, and logs out only that role', async () => {
    const app = await signInAt('/merchant', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Adaeze Nwankwo' })).toBeTruthy();
    await act(() => app.router.navigate('/admin'));
    await waitFor(() => expect(app.location()).toBe('/admin/login?next=%2Fadmin'));
    type('Email address', 'dispatcher@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emeka Nwosu' })).toBeTruthy();
    await act(() => app.router.navigate('/merchant'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Adaeze Nwankwo' })).toBeTruthy();
    press('Log out');
    await waitFor(() => expect(app.location()).toBe('/merchant/login?next=%2Fmerchant'));
    expect(app.client.session.getToken('merchant')).toBeUndefined();
    expect(app.client.session.getToken('admin')).toEqual(expect.any(String));
  });

  it('opens and closes the phone menu with a button that says whether it is open', async () => {
    await signInAt('/merchant', 'merchant@demo.test');
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    await navSections('Merchant workspace');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Merchant workspace' });
    expect(nav.className).toContain('workspace-nav--open');
    await waitFor(() => expect(document.activeElement?.closest('nav')).toBe(nav));
    act(() => {
      nav.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });
});

describe('dashboards', () => {
  it("shows the merchant today's and this month's sales, orders to process and onboarding", async () => {
    await signInAt('/merchant', 'merchant@demo.test');
    for (const name of ['Sales', 'Orders', 'Onboarding'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(await screen.findByText("Today's sales")).toBeTruthy();
    expect(screen.getByText("This month's sales")).toBeTruthy();
    expect(screen.getByText('Orders to process')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^\d+%/)).toBeTruthy());
    const paths = ctx.requests.map((r) => r.path);
    expect(paths.filter((p) => p.endsWith('/sales/sales-report'))).toHaveLength(2);
    expect(paths.some((p) => p.endsWith('/onboarding/stats'))).toBe(true);
  });

  it('keeps the other cards when one fails, with the spec message on the failing one', async () => {
    ctx.sandbox.faults.set('getMerchantOnboardingStats', { network: true });
    await signInAt('/merchant', 'merchant@demo.test');
    expect(await screen.findByText('Check network connection')).toBeTruthy();
    expect(screen.getByText('Orders to process')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/₦/).length).toBeGreaterThan(0));
  });

  it('shows an admin approvals waiting, today and order work', async () => {
    await signInAt('/admin', 'admin@demo.test');
    for (const name of ['Approvals waiting', 'Today', 'Order work'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Products pending approval' }).getAttribute('href')).toBe(
      '/admin/approvals/products',
    );
    expect(main.getByRole('link', { name: 'Stores awaiting approval' }).getAttribute('href')).toBe(
      '/admin/approvals/stores',
    );
    expect(main.getByRole('link', { name: 'Hub applications' }).getAttribute('href')).toBe(
      '/admin/approvals/hubs',
    );
    expect(screen.getByText("Today's orders")).toBeTruthy();
    expect(screen.getByText('Orders waiting for assignment')).toBeTruthy();
  });

  it('shows a dispatcher order work only: its assigned orders', async () => {
    await signInAt('/admin', 'dispatcher@demo.test');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order work' })).toBeTruthy();
    expect(screen.getByText('Orders assigned to you')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Approvals waiting' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Today' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(
      ctx.requests.some((r) => /sales-report|getallproducts|get-stores|hub-applications/.test(r.path)),
    ).toBe(false);
  });

  it('shows a shipping partner the orders assigned to it', async () => {
    await signInAt('/shipping-partner', 'partner@demo.test');
    expect(await screen.findByRole('heading', { level: 2, name: 'Deliveries' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders assigned' }).getAttribute('href')).toBe(
      '/shipping-partner/orders',
    );
  });
});
