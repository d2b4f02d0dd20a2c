import type { Page } from '@playwright/test';
import { customerApiToken, DEMO_PASSWORD, onPage, submitLogin } from './app';
import { expect, test } from './fixtures';

// Issue 24 ("Done when"): a real day's bulk work across two roles. The merchant imports a 200-row product
// CSV with 5 bad rows (the dry run names them and creates nothing), then its 177 good products; the admin
// approves every imported product at once ("all matching the filter", beyond the first page); six
// shoppers buy imported products; the admin then assigns the 10 orders waiting to one dispatcher in one
// action. Axe on every page shape.

const COLUMNS = ['sku', 'name', 'category', 'subCategory', 'childCategory', 'sellingPrice', 'price'];
const MORE = ['quantity', 'variantSku', 'color', 'variantQuantity'];

/** 200 rows: every tenth product with two variant rows (18 of them), 164 of one row; `bad` rows spoiled. */
function importFile(bad: readonly number[]): string {
  const rows: string[][] = [];
  for (let i = 1; rows.length < 200; i++) {
    const sku = `E2E-${String(i).padStart(5, '0')}`;
    const product = [sku, `Imported earbuds ${i}`, 'Electronics', 'Audio', 'Headphones & Earbuds'];
    const prices = [String(5000 + i), String(6000 + i)];
    if (i % 10 === 0 && rows.length + 2 <= 200) {
      rows.push([...product, ...prices, '', `${sku}-BLK`, 'Black', '3']);
      rows.push([sku, '', '', '', '', '', '', '', `${sku}-WHT`, 'White', '2']);
    } else rows.push([...product, ...prices, '7', '', '', '']);
  }
  for (const index of bad) (rows[index] as string[])[5] = 'free';
  return [[...COLUMNS, ...MORE], ...rows].map((row) => row.join(',')).join('\n');
}

/**
 * Six orders of one unit each, placed by the demo customer through the API as checkout does: the lines
 * saved in their cart are taken out first (an order takes the whole cart), then each product is added and
 * ordered.
 */
async function sixShoppersBuy(page: Page, productIds: readonly number[]): Promise<void> {
  const token = await customerApiToken(page);
  const placed = await page.evaluate(
    async ({ ids, token }) => {
      const json = { 'Content-Type': 'application/json' };
      const auth = { ...json, Authorization: `Bearer ${token}` };
      const call = async (path: string, body?: object, method = body ? 'POST' : 'GET') => {
        const answer = await fetch(`/api/v1${path}`, {
          method,
          headers: auth,
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: answer.status, body: (await answer.json()) as { data: unknown; message?: string } };
      };
      const cart = (await call('/cart/get-cart')).body.data as {
        cartItemsList: { id: number; productVariant?: { sku?: string } }[];
      };
      for (const line of cart.cartItemsList) {
        await call('/cart/remove-cart', { productId: line.id, sku: line.productVariant?.sku }, 'DELETE');
      }
      const address = ((await call('/customershippingaddress')).body.data as { id: number }[])[0];
      const answers: string[] = [];
      for (const productId of ids) {
        await call('/cart/add-cart', { productId, quantity: 1 });
        const order = await call('/ordertracking/create-order', {
          orderItems: [{ productId, quantity: 1 }],
          deliveryAddressId: address?.id,
        });
        answers.push(`${order.status} ${order.body.message}`);
      }
      return answers;
    },
    { ids: productIds, token },
  );
  expect(placed).toEqual(Array(6).fill('201 Order created successfully'));
}

test('a merchant imports 200 CSV rows, an admin approves every imported product at once and assigns 10 orders', async ({
  page,
  a11y,
}) => {
  // The merchant's import: the dry run first.
  await page.goto('/merchant/login');
  await onPage(page, a11y, /log in/i, 'merchant login');
  await submitLogin(page, 'merchant@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await page.goto('/merchant/products');
  await onPage(page, a11y, 'Products', 'merchant products');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const panel = page.getByRole('region', { name: 'Import products from CSV' });
  const bad = [3, 40, 77, 150, 198];
  await panel.getByLabel('CSV file').setInputFiles({
    name: 'earbuds.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(importFile(bad)),
  });
  await expect(panel.getByRole('status').filter({ hasText: 'rows checked' })).toContainText(
    '200 rows checked: 177 products ready to import, 5 rows with problems',
  );
  const problems = panel.getByRole('table', { name: /Rows with problems/ });
  // Spreadsheet rows: the header is row 1.
  for (const index of bad) {
    await expect(problems.getByRole('row', { name: new RegExp(`^${index + 2} `) })).toContainText(
      'sellingPrice must be a number, not "free"',
    );
  }
  await a11y.check('import dry run');

  // The import, with its progress and a result per product.
  await panel.getByRole('button', { name: 'Import 177 products' }).click();
  const imported = page.getByRole('region', { name: 'Import results' });
  // 177 requests one after the other: a bound for a slow machine, not a speed check.
  await expect(imported).toContainText('177 of 177 imported', { timeout: 120_000 });
  await a11y.check('import done');

  // The admin approves every imported product: 177, more than a page.
  await page.goto('/admin/login');
  await onPage(page, a11y, /log in/i, 'admin login');
  await submitLogin(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/approvals/products?q=Imported+earbuds');
  await onPage(page, a11y, 'Product approvals', 'product approvals');
  const waiting = page.getByRole('table', { name: /Products waiting for approval/ });
  await expect(waiting.getByRole('link', { name: /Imported earbuds/ }).first()).toBeVisible();
  await waiting.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Select all 177 matching the filter' }).click();
  await expect(page.getByText('All 177 matching selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const question = page.getByRole('dialog');
  await expect(question.getByRole('heading', { name: 'Approve 177 products?' })).toBeVisible();
  await a11y.check('approve every matching product');
  await question.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('region', { name: 'Approval results' })).toContainText('177 of 177 approved', {
    timeout: 120_000,
  });
  await expect(waiting.getByRole('link', { name: /Imported earbuds/ })).toHaveCount(0);

  // Six shoppers buy imported products, now on sale.
  await page.goto('/admin/approvals/products?f.approvalStatus=approved&q=Imported+earbuds');
  const approved = page.getByRole('table', { name: 'Approved products' });
  await expect(approved.getByRole('link').nth(5)).toBeVisible();
  const ids = await approved
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .slice(0, 6)
        .map((a) => Number(new URL((a as HTMLAnchorElement).href).searchParams.get('product'))),
    );
  await sixShoppersBuy(page, ids);

  // The orders waiting for assignment (the seed's 4 and the 6 new) go to one dispatcher at once.
  await page.goto('/admin/orders?list=waiting');
  await onPage(page, a11y, 'Orders', 'orders waiting for assignment');
  const orders = page.getByRole('table', { name: /Open orders waiting/ });
  await expect(orders.getByRole('checkbox')).toHaveCount(11);
  await orders.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await expect(page.getByText('10 selected')).toBeVisible();
  const carrier = page.getByLabel('Assign to');
  await expect(carrier.locator('option', { hasText: /^Dispatcher / }).first()).toBeAttached();
  const dispatcher =
    (await carrier
      .locator('option', { hasText: /^Dispatcher / })
      .first()
      .getAttribute('value')) ?? '';
  await carrier.selectOption(dispatcher);
  await page.getByRole('button', { name: 'Assign selected' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: /^Assign 10 orders to dispatcher / }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
  const report = page.getByRole('region', { name: 'Assignment results' });
  await expect(report).toContainText(/10 of 10 assigned to dispatcher /);
  await expect(page.getByText('Every open order is assigned.')).toBeVisible();
  await a11y.check('orders assigned');
});
