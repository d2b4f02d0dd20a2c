import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { visibleNav, WORKSPACE_NAV } from '../src/workspace/navigation';
import { DEMO_PASSWORD, onPage, submitLogin } from './app';
import { type A11y, expect, test } from './fixtures';

// Issue 11: each kind of account logs in to its workspace and sees the navigation its permissions give
// (read from the sandbox's permission table through GET /auth/permissions with the account's own token);
// a page the account may not read shows "not allowed"; a table page opened with page, sort and search in
// its URL shows that page again after a reload. Axe on every page; screenshots at 1280 and 390 px in
// packages/reference-app/screenshots/ (git-ignored). One login per account: each test covers an account.

const DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

type Segment = 'merchant' | 'admin' | 'shipping-partner';
type Right = { resource: string; actions: string[] };

/** The token keys of the SDK's browser session store (STORAGE_KEYS). */
const TOKEN_KEY: Record<Segment, string> = {
  merchant: 'merchant_token',
  admin: 'admin_token',
  'shipping-partner': 'shipping_partner_token',
};

/** Logs in on the role's login page and waits for its dashboard. */
async function logIn(page: Page, a11y: A11y, segment: Segment, email: string, name: RegExp) {
  await page.goto(`/${segment}/login`);
  await onPage(page, a11y, /log in/i, `${segment} login`);
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${segment}/?$`));
  await onPage(page, a11y, name, `${email} dashboard`);
}

/** The account's rights as the sandbox answers them, asked with its own token (as the app does). */
async function rightsOf(page: Page, segment: Segment): Promise<Right[]> {
  return page.evaluate(async (key) => {
    const token = localStorage.getItem(key);
    const response = await fetch('/api/v1/auth/permissions', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: Right[] };
    return body.data;
  }, TOKEN_KEY[segment]);
}

const can = (rights: Right[]) => (resource: string, action: string) =>
  rights.some((r) => r.resource === resource && r.actions.includes(action));

/** The workspace navigation's entries once they have loaded. */
async function navEntries(page: Page, name: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name });
  await expect(nav.getByRole('link').first()).toBeVisible();
  return nav.getByRole('link').allTextContents();
}

/** Checks the navigation against the account's rights: exactly the entries whose right it holds. */
async function expectNavFromRights(page: Page, segment: Segment, name: string): Promise<Right[]> {
  const rights = await rightsOf(page, segment);
  expect(rights.length).toBeGreaterThan(0);
  const expected = visibleNav(WORKSPACE_NAV[segment], can(rights) as never).map((e) => e.label);
  expect(await navEntries(page, name)).toEqual(expected);
  // Every listed entry that needs a right is one the account holds, and the others are absent.
  // Hidden pages (a form, a detail) are reached from their page, never listed.
  for (const entry of WORKSPACE_NAV[segment].filter((e) => !e.hidden)) {
    const link = page.getByRole('navigation', { name }).getByRole('link', { name: entry.label, exact: true });
    const allowed = !entry.requires || can(rights)(entry.requires.resource, entry.requires.action);
    await expect(link).toHaveCount(allowed ? 1 : 0);
  }
  return rights;
}

/** Screenshots of the page at 1280 px and 390 px (the phone, with its menu closed and open). */
async function shoot(page: Page, a11y: A11y, name: string, navName: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${DIR}workspace-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('navigation', { name: navName })).toBeHidden();
  await page.screenshot({ path: `${DIR}workspace-${name}-390.png`, fullPage: true });
  // The page itself never scrolls sideways (a wide table scrolls in its own box).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll on a phone').toBeLessThanOrEqual(0);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: navName })).toBeVisible();
  await a11y.check(`${name}, phone menu open`);
  await page.screenshot({ path: `${DIR}workspace-${name}-390-menu.png` });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a merchant sees its dashboard and the navigation its permissions give', async ({ page, a11y }) => {
  await logIn(page, a11y, 'merchant', 'merchant@demo.test', /welcome, adaeze nwankwo/i);
  const rights = await expectNavFromRights(page, 'merchant', 'Merchant workspace');
  expect(can(rights)('reports', 'read')).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
  await expect(page.getByText('Orders to process', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+%/)).toBeVisible();
  await expect(page.getByRole('banner').getByText('Merchant', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Merchant workspace · Marketplace');
  await a11y.check('merchant dashboard, loaded');
  await shoot(page, a11y, 'merchant-dashboard', 'Merchant workspace');
});

test('an admin sees approvals and today, and a products table whose URL survives a reload', async ({
  page,
  a11y,
}) => {
  await logIn(page, a11y, 'admin', 'admin@demo.test', /welcome, ifeoma obi/i);
  const rights = await expectNavFromRights(page, 'admin', 'Admin workspace');
  expect(can(rights)('admins', 'read')).toBe(false);
  await expect(page.getByRole('heading', { level: 2, name: 'Approvals waiting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await a11y.check('admin dashboard, loaded');
  await shoot(page, a11y, 'admin-dashboard', 'Admin workspace');

  // A shared link: page 2 of the products matching "a", sorted by name, Z to A.
  await page.goto('/admin/products?page=2&sort=name:desc&q=a');
  await onPage(page, a11y, 'Products', 'admin products, page 2');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('a');
  const cells = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].slice(0, 2).map((c) => c.textContent?.trim() ?? ''),
      ),
    );
  const names = cells.map(([name]) => name ?? '');
  expect(names.length).toBeGreaterThan(0);
  // The search covers the product's name, SKU and store (the first two are columns).
  for (const [name, store] of cells) expect(`${name} ${store}`.toLowerCase()).toContain('a');
  // Sorted on the server, over every match, as the sandbox's rules say (numbers by value, case aside).
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  expect([...names].sort((x, y) => collator.compare(y, x))).toEqual(names);
  await expect(page.getByRole('columnheader', { name: /product/i })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await shoot(page, a11y, 'admin-products', 'Admin workspace');

  await page.reload();
  await onPage(page, a11y, 'Products', 'admin products, reloaded');
  await expect(page).toHaveURL(
    /\/admin\/products\?(?=.*page=2)(?=.*sort=name%3Adesc|.*sort=name:desc)(?=.*q=a)/,
  );
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('a');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const again = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('th, td')?.textContent?.trim() ?? ''));
  expect(again).toEqual(names);
});

test('a super admin sees everything an admin does, and the rights an admin lacks', async ({ page, a11y }) => {
  await logIn(page, a11y, 'admin', 'superadmin@demo.test', /welcome, ngozi eze/i);
  const rights = await expectNavFromRights(page, 'admin', 'Admin workspace');
  for (const resource of ['admins', 'roles', 'staff']) expect(can(rights)(resource, 'read')).toBe(true);
  await expect(page.getByRole('banner').getByText('Super admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Approvals waiting' })).toBeVisible();
});

test('a dispatcher sees order work only, and "not allowed" on the products page', async ({ page, a11y }) => {
  await logIn(page, a11y, 'admin', 'dispatcher@demo.test', /welcome, emeka nwosu/i);
  const rights = await expectNavFromRights(page, 'admin', 'Admin workspace');
  expect(can(rights)('products', 'read')).toBe(false);
  await expect(page.getByRole('banner').getByText('Dispatcher', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Order work' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Approvals waiting' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toHaveCount(0);
  await a11y.check('dispatcher dashboard, loaded');
  await shoot(page, a11y, 'dispatcher-dashboard', 'Admin workspace');

  await page.goto('/admin/products');
  await onPage(page, a11y, 'Products', 'dispatcher on admin products');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'You are not allowed to open Products' })).toBeVisible();
  await expect(alert).toContainText('read products');
  await expect(page.getByRole('table')).toHaveCount(0);
  await shoot(page, a11y, 'not-allowed', 'Admin workspace');
  await alert.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await onPage(page, a11y, /welcome, emeka nwosu/i, 'dispatcher dashboard again');
});

test('a shipping partner sees its assigned orders, on the dashboard and in their table', async ({
  page,
  a11y,
}) => {
  await logIn(page, a11y, 'shipping-partner', 'partner@demo.test', /welcome, kwik dispatch lagos/i);
  await expectNavFromRights(page, 'shipping-partner', 'Shipping partner workspace');
  await expect(page.getByRole('heading', { level: 2, name: 'Deliveries' })).toBeVisible();
  await a11y.check('partner dashboard, loaded');
  await shoot(page, a11y, 'partner-dashboard', 'Shipping partner workspace');
  await page
    .getByRole('navigation', { name: 'Shipping partner workspace' })
    .getByRole('link', { name: 'Assigned orders' })
    .click();
  await expect(page).toHaveURL(/\/shipping-partner\/orders$/);
  await onPage(page, a11y, 'Assigned orders', 'partner orders');
  await expect(page.getByRole('table', { name: /orders assigned to you/i })).toBeVisible();
  await shoot(page, a11y, 'partner-orders', 'Shipping partner workspace');
});

test('a workspace page opened signed out goes to the login and comes back after it', async ({
  page,
  a11y,
}) => {
  await page.goto('/shipping-partner/orders');
  await expect(page).toHaveURL(/\/shipping-partner\/login\?next=%2Fshipping-partner%2Forders$/);
  await onPage(page, a11y, /log in/i, 'partner login with a return path');
  await submitLogin(page, 'partner@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/shipping-partner\/orders$/);
  await onPage(page, a11y, 'Assigned orders', 'partner orders after login');
});
