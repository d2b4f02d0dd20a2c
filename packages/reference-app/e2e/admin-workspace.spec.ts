import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, onPage, submitLogin, toasts, uniqueEmail } from './app';
import { expect, test } from './fixtures';

// Issue 13: the super admin creates a dispatcher and a scheduler and deactivates an admin; an admin approves a merchant payout and sees the payment stats change, then exports the
// settlement report to CSV and checks the file; the scheduler assigns an order to a shipping partner; an
// admin decides a return's refund and chargeback and changes a vehicle's pricing; a dispatcher sees no
// approvals, money or people in the navigation, and a direct link to one says "not allowed". (The store,
// product and hub approvals are in admin-approvals.spec.ts.) Axe on every page; one login per account.

async function logIn(page: Page, a11y: Parameters<typeof onPage>[1], email: string): Promise<void> {
  await page.goto('/admin/login');
  await onPage(page, a11y, /log in/i, 'admin login');
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
}

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin workspace' });
}

/** The figure of a payment stat card, by its label. */
function stat(page: Page, label: string) {
  return page
    .getByRole('region', { name: /^Payments, / })
    .locator('.stat-card', { hasText: label })
    .locator('.stat-card__value');
}

test('an admin approves a merchant payout, sees the stats change, and exports the settlement report', async ({
  page,
  a11y,
}) => {
  await logIn(page, a11y, 'admin@demo.test');
  await onPage(page, a11y, /Welcome/, 'admin dashboard');

  // From the home's payouts waiting to the pending payments.
  await page.getByRole('link', { name: 'Merchant payouts waiting for approval' }).click();
  await onPage(page, a11y, 'Merchant payments', 'merchant payments (pending)');
  const table = page.getByRole('table', { name: /Merchant payments/ });
  const approve = table.getByRole('button', { name: /^Approve payout for / }).first();
  await expect(approve).toBeVisible();
  await expect(stat(page, 'Pending')).toContainText('₦');
  const pendingBefore = (await stat(page, 'Pending').textContent()) ?? '';
  const approvedBefore = (await stat(page, 'Approved').textContent()) ?? '';
  const label = (await approve.getAttribute('aria-label')) ?? '';
  await approve.click();
  await a11y.check('approve payout dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve payout' }).click();
  await expect(toasts(page)).toContainText(/approved/i);
  await expect(stat(page, 'Pending')).not.toHaveText(pendingBefore);
  await expect(stat(page, 'Approved')).not.toHaveText(approvedBefore);
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);
  await a11y.check('payout approved');

  // The settlement report over the last 30 days, to CSV.
  await nav(page).getByRole('link', { name: 'Finance reports' }).click();
  await onPage(page, a11y, 'Finance reports', 'finance reports');
  await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue('settlement');
  const report = page.getByRole('table', { name: /^Settlement report, / });
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  const settled = page.locator('.stat-card', { hasText: 'Orders settled' }).locator('.stat-card__value');
  await expect(settled).toHaveText(/^\d+$/);
  const orders = Number(await settled.textContent());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^settlement-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path()) as string, 'utf8')).replace(/^\ufeff/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Due to merchant');
  expect(lines[0]).toContain('Due to platform');
  expect(lines[0]).toContain('Due to card provider');
  expect(lines).toHaveLength(orders + 1);
  await expect(page.getByText(`Exported ${orders} rows`)).toBeVisible();
  await a11y.check('settlement report exported');
});

test('a dispatcher sees no approvals, money or people, and a direct link says "not allowed"', async ({
  page,
  a11y,
}) => {
  await logIn(page, a11y, 'dispatcher@demo.test');
  await onPage(page, a11y, /Welcome/, 'dispatcher dashboard');
  const links = await nav(page).getByRole('link').allTextContents();
  for (const hidden of [
    'Product approvals',
    'Store approvals',
    'Hub applications',
    'Transactions',
    'Merchant payments',
    'Finance reports',
    'Merchant reports',
    'Admins',
    'Merchants',
    'Dispatchers and partners',
    'Roles and resources',
  ])
    expect(links).not.toContain(hidden);
  for (const group of ['Money', 'People'])
    await expect(nav(page).getByText(group, { exact: true })).toHaveCount(0);

  for (const [path, name] of [
    ['/admin/money/payments', 'Merchant payments'],
    ['/admin/approvals/stores', 'Store approvals'],
    ['/admin/people/merchants', 'Merchants'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `You are not allowed to open ${name}` })).toBeVisible();
    await a11y.check(`${name} not allowed`);
  }
});

test('the scheduler assigns an order to a shipping partner', async ({ page, a11y }) => {
  await logIn(page, a11y, 'scheduler@demo.test');
  await onPage(page, a11y, /Welcome/, 'scheduler dashboard');
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await onPage(page, a11y, 'Orders', 'scheduler orders');
  const table = page.getByRole('table', { name: /waiting for a dispatcher or shipping partner/ });
  const link = table.getByRole('link').first();
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  const form = page.getByRole('form', { name: `Assign order ${name}` });
  await form.getByRole('radio', { name: 'A shipping partner' }).check();
  const partner = form.getByLabel('Shipping partner', { exact: true });
  await expect(partner.locator('option').nth(1)).toBeAttached();
  await partner.selectOption({ index: 1 });
  await a11y.check('order assignment form');
  await form.getByRole('button', { name: 'Assign the order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Assign the order' }).click();
  await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);
  await a11y.check('order assigned');
});

test("an admin decides a return's refund and chargeback, and changes a vehicle's pricing", async ({
  page,
  a11y,
}) => {
  await logIn(page, a11y, 'admin@demo.test');
  await onPage(page, a11y, /Welcome/, 'admin dashboard');

  // A pending return: the refund approved with an amount, the chargeback declined, each confirmed.
  await nav(page).getByRole('link', { name: 'Returns' }).click();
  await onPage(page, a11y, 'Returns', 'returns');
  const returns = page.getByRole('table', { name: /Every return|Returns requested/ });
  await returns
    .getByRole('row')
    .filter({ hasText: 'Pending' })
    .first()
    .getByRole('link', { name: /^Return #/ })
    .click();
  const detail = page.getByRole('article', { name: /^Return #/ });
  const refund = detail.getByRole('form', { name: 'Refund decision' });
  await refund.getByLabel('Decision').selectOption('approved');
  await refund.getByLabel('Amount (₦)').fill('1000');
  await refund.getByLabel('Reason (optional)').fill('Damaged in transit');
  await refund.getByRole('button', { name: 'Save the refund decision' }).click();
  await a11y.check('refund confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve refund' }).click();
  await expect(detail).toContainText(/Approved, ₦1,000(\.00)?: Damaged in transit/);
  const chargeback = detail.getByRole('form', { name: 'Chargeback decision' });
  await chargeback.getByLabel('Decision').selectOption('declined');
  await chargeback.getByRole('button', { name: 'Save the chargeback decision' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline chargeback' }).click();
  await expect(detail.locator('dd').filter({ hasText: /^Declined/ })).toHaveCount(1);
  await a11y.check('return decided');

  // A vehicle's pricing: its first fee band changes, and stays changed after a reload.
  await nav(page).getByRole('link', { name: 'Vehicles' }).click();
  await onPage(page, a11y, 'Vehicles', 'vehicles');
  await page
    .getByRole('table', { name: 'Delivery vehicles' })
    .getByRole('link', { name: /^Edit pricing of / })
    .first()
    .click();
  const pricing = page.getByRole('form', { name: /^Pricing of / });
  const fee = pricing.getByRole('group', { name: 'Band 1' }).getByLabel(/^Fee/);
  await fee.fill('2750');
  await pricing.getByRole('button', { name: 'Save pricing' }).click();
  await expect(toasts(page)).toContainText(/pricing|saved|updated/i);
  await a11y.check('vehicle pricing saved');
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: /^Pricing of / })
      .getByRole('group', { name: 'Band 1' })
      .getByLabel(/^Fee/),
  ).toHaveValue('2750');
  await a11y.check('vehicle pricing after reload');
});

test('the super admin creates a dispatcher and a scheduler, and deactivates an admin', async ({
  page,
  a11y,
}) => {
  await logIn(page, a11y, 'superadmin@demo.test');
  await onPage(page, a11y, /Welcome/, 'super admin dashboard');
  await nav(page).getByRole('link', { name: 'Admins' }).click();
  await onPage(page, a11y, 'Admins', 'admin accounts');
  const table = page.getByRole('table', { name: 'Admin accounts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  for (const [type, first, last] of [
    ['dispatcher', 'Tobenna', 'Quist'],
    ['scheduler', 'Zainab', 'Quadri'],
  ] as const) {
    await page.getByRole('button', { name: 'Add an admin, dispatcher or scheduler' }).click();
    const form = page.getByRole('form', { name: 'New admin account' });
    await form.getByLabel('Account type').selectOption(type);
    await form.getByLabel('First name').fill(first);
    await form.getByLabel('Last name').fill(last);
    await form.getByLabel('Email address').fill(uniqueEmail(first.toLowerCase()));
    await a11y.check(`new ${type} form`);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(toasts(page)).toContainText('Admin successfully created');
    await expect(form).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: `${first} ${last}` })).toContainText(
      new RegExp(type, 'i'),
    );
  }

  // An admin (not the super admin's own account) is deactivated after the confirmation.
  const deactivate = table
    .getByRole('row')
    .filter({ hasText: /Admin/ })
    .getByRole('button', { name: /^Deactivate / });
  const label = (await deactivate.first().getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Deactivate /, '');
  await deactivate.first().click();
  await a11y.check('deactivate confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Deactivated');
  await a11y.check('admin deactivated');
});
