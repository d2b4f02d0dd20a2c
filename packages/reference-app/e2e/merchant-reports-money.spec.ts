import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, onPage, submitLogin } from './app';
import { expect, test } from './fixtures';

// Issue 12 (reports and money): a merchant opens the sales report for the last 30 days, switches to orders
// over time, exports every transaction of the period to CSV and checks the file (reference quoted), opens
// one payment, then the invoices and payouts. Axe on every page. One login.

test('a merchant reads the sales reports and exports the transactions to CSV', async ({ page, a11y }) => {
  await page.goto('/merchant/login');
  await onPage(page, a11y, /log in/i, 'merchant login');
  await submitLogin(page, 'merchant@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await onPage(page, a11y, /Welcome/, 'merchant dashboard');
  const nav = page.getByRole('navigation', { name: 'Merchant workspace' });

  // The sales report of the last 30 days.
  await nav.getByRole('link', { name: 'Reports' }).click();
  await onPage(page, a11y, 'Reports', 'reports');
  await expect(page.getByLabel('Period')).toHaveValue('last30Days');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(/^₦[\d,]+\.\d\d$/).first()).toBeVisible();
  const days = page.getByRole('table', { name: 'Sales by day' });
  await expect(days.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('figure', { name: /Sales by month/ })).toBeVisible();
  await a11y.check('sales over time');

  // Orders over time, for the same period.
  await page.getByRole('link', { name: 'Orders over time' }).click();
  await expect(page).toHaveURL(/report=orders-over-time/);
  await expect(page.getByRole('heading', { level: 2, name: 'Orders over time' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Orders by month/ })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('last30Days');
  await a11y.check('orders over time');

  // Every transaction of the period, to CSV.
  await nav.getByRole('link', { name: 'Transactions' }).click();
  await onPage(page, a11y, 'Transactions', 'transactions');
  const table = page.getByRole('table', { name: /^Payments from / });
  await expect(table.getByRole('link').first()).toBeVisible();
  const exportAll = page.getByRole('button', { name: /^Export all \d+$/ });
  const count = Number((await exportAll.textContent())?.replace(/\D/g, ''));
  const [download] = await Promise.all([page.waitForEvent('download'), exportAll.click()]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^"?Reference"?,"?Type"?,"?Order"?,"?Customer"?/);
  expect(lines).toHaveLength(count + 1);
  const firstReference = (await table.getByRole('link').first().textContent()) ?? '';
  expect(text).toContain(`"${firstReference}"`);
  await expect(page.getByText(`Exported ${count} rows`)).toBeVisible();

  // One payment's detail.
  await table.getByRole('link').first().click();
  const detail = page.getByRole('article', { name: `Payment ${firstReference}` });
  await expect(detail.getByRole('table', { name: 'Products paid for' })).toBeVisible();
  await a11y.check('transaction detail');

  await nav.getByRole('link', { name: 'Invoices' }).click();
  await onPage(page, a11y, 'Invoices', 'invoices');
  await page
    .getByRole('table', { name: /^Invoices from / })
    .getByRole('link')
    .first()
    .click();
  await expect(
    page.getByRole('article', { name: /^Invoice INV-/ }).getByText('Total', { exact: true }),
  ).toBeVisible();
  await a11y.check('invoice detail');

  await nav.getByRole('link', { name: 'Payouts' }).click();
  await onPage(page, a11y, 'Payouts', 'payouts');
  await expect(page.getByLabel('What is due to you').getByText('Due to you')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payouts of the period' })).toBeVisible();
  await a11y.check('payouts loaded');
});
