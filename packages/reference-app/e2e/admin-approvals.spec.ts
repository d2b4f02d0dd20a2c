import { DEMO_PASSWORD, onPage, submitLogin, toasts } from './app';
import { expect, test } from './fixtures';

// Issue 13 (approvals): an admin gives the waiting store its first approval (shown as its own step),
// approves two pending products at once and finds them on the storefront, and approves a hub application,
// which leaves the list. Every approval is confirmed in a dialog first. Axe on every page. One login.

test('an admin approves a store, two products at once and a hub application', async ({ page, a11y }) => {
  await page.goto('/admin/login');
  await onPage(page, a11y, /log in/i, 'admin login');
  await submitLogin(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await onPage(page, a11y, /Welcome/, 'admin dashboard');

  // The store waiting for its first approval.
  await page
    .getByRole('navigation', { name: 'Admin workspace' })
    .getByRole('link', { name: 'Store approvals' })
    .click();
  await onPage(page, a11y, 'Store approvals', 'store approvals');
  const stores = page.getByRole('table', { name: /Stores waiting for approval/ });
  await stores.getByRole('link').first().click();
  const storeDetail = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: 'Approval steps' }) });
  await expect(storeDetail.getByText(/First approval, by an admin: waiting/)).toBeVisible();
  await storeDetail.getByRole('button', { name: 'Give first approval' }).click();
  await a11y.check('store approval dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Give first approval' }).click();
  await expect(storeDetail.getByText(/First approval, by an admin: given/)).toBeVisible();
  await expect(storeDetail.getByText(/Second approval, by an approver: waiting/)).toBeVisible();
  await a11y.check('store approved once');

  // Two pending products at once.
  await page
    .getByRole('navigation', { name: 'Admin workspace' })
    .getByRole('link', { name: 'Product approvals' })
    .click();
  await onPage(page, a11y, 'Product approvals', 'product approvals');
  const products = page.getByRole('table', { name: /Products waiting for approval/ });
  const links = products.getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  const chosen = [(await links.nth(0).textContent()) ?? '', (await links.nth(1).textContent()) ?? ''];
  const ids = [
    new URL(await links.nth(0).evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get('product'),
    new URL(await links.nth(1).evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get('product'),
  ];
  for (const name of chosen) await products.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  const report = page.getByRole('region', { name: 'Approval results' });
  await expect(report).toContainText('2 of 2 approved');
  await a11y.check('products approved');

  // Hub applications: the approved one leaves the list.
  await page
    .getByRole('navigation', { name: 'Admin workspace' })
    .getByRole('link', { name: 'Hub applications' })
    .click();
  await onPage(page, a11y, 'Hub applications', 'hub applications');
  const applications = page.getByRole('table', { name: /Hub applications waiting/ });
  const approve = applications.getByRole('button', { name: /^Approve / }).first();
  const label = (await approve.getAttribute('aria-label')) ?? '';
  await approve.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve application' }).click();
  await expect(toasts(page)).toContainText('Hub application approved');
  await expect(applications.getByRole('button', { name: label })).toHaveCount(0);
  await a11y.check('hub application approved');

  // The approved products are on the storefront.
  for (const [i, id] of ids.entries()) {
    await page.goto(`/product/${id}`);
    await onPage(page, a11y, chosen[i] as string, `storefront product ${i + 1}`);
  }
});
