import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, onPage, submitLogin, toasts, uniqueEmail, waitForEmail } from './app';
import { type A11y, expect, test } from './fixtures';

/** A small PNG for the documents the onboarding asks for. */
const PHOTO = readFileSync(new URL('./fixtures-files/parcel.png', import.meta.url));

// Issue 12 (the merchant's workspace), as a merchant: a new merchant completes an onboarding step and sees
// the percentage rise; the demo merchant creates a product with two sizes x two colours and three photos,
// sees it pending, an admin approves it in the same browser (its own session beside the merchant's, on the
// same in-browser sandbox), and the merchant changes its stock from the list; a BuyXGetY coupon is created
// and listed; a waiting order goes to processing and ready for pickup with its timeline; a return is decided;
// the theme's primary colour and banner text change and show on the public store page; products are
// imported from a CSV file (its dry run names the bad row).
// The sales report, orders over time and the transactions CSV are merchant-reports-money.spec.ts. Axe on
// every page. Each test logs in once.

const PHOTOS = [
  { name: 'kaftan-front.png', colour: [200, 40, 60] },
  { name: 'kaftan-back.png', colour: [30, 110, 200] },
  { name: 'kaftan-detail.png', colour: [40, 170, 90] },
] as const;

/** A small PNG of one colour, drawn by the page's canvas (no fixture files in the repository). */
async function photo(page: Page, colour: readonly number[]): Promise<Buffer> {
  const dataUrl = await page.evaluate(([r, g, b]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = `rgb(${r}, ${g}, ${b})`;
    context.fillRect(0, 0, 240, 240);
    context.fillStyle = '#fff';
    context.fillRect(60, 60, 120, 120);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Logs the demo merchant in through the login screen and waits for the dashboard. */
async function logInMerchant(page: Page, a11y: A11y) {
  await page.goto('/merchant/login');
  await onPage(page, a11y, /log in/i, 'merchant login');
  await submitLogin(page, 'merchant@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await onPage(page, a11y, /Welcome/, 'merchant dashboard');
}

test('a new merchant completes an onboarding step and sees the percentage rise', async ({ page, a11y }) => {
  const email = uniqueEmail('chioma');
  const password = 'ankara-market-7';
  await page.goto('/merchant/signup');
  await onPage(page, a11y, /open your store/i, 'merchant sign-up');
  await page.getByLabel(/^first name/i).fill('Chioma');
  await page.getByLabel(/^last name/i).fill('Okafor');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^store name/i).fill('Chioma Fabrics');
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Create merchant account' }).click();
  await onPage(page, a11y, /check your email/i, 'merchant sign-up, done');
  const confirmation = await waitForEmail(page, email, 'confirmation');
  await page.goto(confirmation.link);
  await onPage(page, a11y, /confirmed/i, 'merchant confirmation');
  await page.goto('/merchant/login');
  await onPage(page, a11y, /log in/i, 'merchant login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await onPage(page, a11y, /Welcome/, 'new merchant dashboard');

  // The dashboard's onboarding card leads to the onboarding screen.
  await page.getByRole('link', { name: 'Onboarding completion' }).click();
  await onPage(page, a11y, 'Set up your store', 'onboarding');
  const bar = page.getByRole('progressbar', { name: 'Onboarding completion' });
  await expect(bar).toHaveAttribute('aria-valuenow', /\d+/);
  const before = Number(await bar.getAttribute('aria-valuenow'));
  expect(before).toBeGreaterThanOrEqual(25);
  expect(before).toBeLessThan(100);

  // One step, the business details: it counts only once every part the form asks for is given (a form
  // saved with the team's size alone stays "to do"), the two documents uploaded.
  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Phone number').fill('+2348031234567');
  await form.getByLabel('Date of birth').fill('1990-05-12');
  await form.getByLabel('Nationality').fill('Nigerian');
  await form.getByLabel('Document type').selectOption('NIN slip');
  await form.getByLabel('Document number').fill('12345678901');
  await form
    .getByLabel('Photo or scan of the document')
    .setInputFiles({ name: 'nin.png', mimeType: 'image/png', buffer: PHOTO });
  const home = form.getByRole('group', { name: 'Home address' });
  await home.getByLabel('Street').fill('14 Allen Avenue');
  await home.getByLabel('Local government area').fill('Ikeja');
  await home.getByLabel('State').fill('Lagos');
  await home.getByLabel('Parcels are picked up at my home address').check();
  await form
    .getByLabel('Photo or scan of a utility bill or bank statement')
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.locator('img[src*="/sandbox-assets/media/"]')).toHaveCount(2);
  await form.getByLabel('People working with you').selectOption({ index: 1 });
  await form.getByLabel('Business category').selectOption('Fashion');
  await form.getByRole('group', { name: 'Sub-categories' }).getByRole('checkbox').first().check();
  await form.getByLabel('Do you have a shop or office customers can visit?').selectOption('yes');
  await form.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Your business details are complete.')).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  await a11y.check('onboarding, one step done');
});

test('a merchant creates a product with variants and photos, an admin approves it, and its stock changes from the list', async ({
  page,
  a11y,
}) => {
  const name = `Adire Kaftan ${Date.now().toString(36)}`;
  await logInMerchant(page, a11y);
  const nav = page.getByRole('navigation', { name: 'Merchant workspace' });
  await nav.getByRole('link', { name: 'Products' }).click();
  await onPage(page, a11y, 'Products', 'products');
  await expect(
    page.getByRole('table', { name: "Your store's products" }).getByRole('row').nth(1),
  ).toBeVisible();

  // A CSV import (issue 24): the dry run names the bad row, the two good products (one with two variant
  // rows) are imported. The 200-row case is proved in the hooks' and the app's unit tests.
  const batch = Date.now().toString(36).toUpperCase();
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import products from CSV' });
  const csv = [
    'sku,name,category,subCategory,childCategory,sellingPrice,quantity,variantSku,size,variantQuantity',
    `CSV-${batch}-1,Imported Earbuds ${batch},Electronics,Audio,Headphones & Earbuds,12000,5,,,`,
    `CSV-${batch}-2,Imported Wrap ${batch},Fashion,Women's Clothing,Dresses,9000,,CSV-${batch}-2-S,S,2`,
    `CSV-${batch}-2,,,,,,,CSV-${batch}-2-M,M,4`,
    `CSV-${batch}-3,Imported Speaker ${batch},Electronics,Audio,Bluetooth Speakers,free,3,,,`,
  ].join('\r\n');
  await importer
    .getByLabel('CSV file')
    .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(
    importer.getByText(
      '4 rows checked: 2 products ready to import, 1 row with problems (their products are left out).',
    ),
  ).toBeVisible();
  await expect(importer.getByRole('table', { name: /Rows with problems/ })).toContainText(
    'sellingPrice must be a number, not "free"',
  );
  await a11y.check('product import, checked');
  await importer.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(importer.getByText('2 of 2 imported.')).toBeVisible();
  await importer.getByRole('button', { name: 'Back to products' }).click();

  // The product: every group of the form, two sizes x two colours, three photos.
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Add paragraph' }).click();
  await form.getByLabel('Paragraph 1', { exact: true }).fill('Hand-dyed cotton from Abeokuta.');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Fashion' });
  await form.getByLabel('Sub-category').selectOption({ label: "Women's Clothing" });
  await expect(form.getByLabel('Child category').getByRole('option', { name: 'Dresses' })).toBeAttached();
  await form.getByLabel('Child category').selectOption({ label: 'Dresses' });
  const files = [];
  for (const p of PHOTOS)
    files.push({ name: p.name, mimeType: 'image/png', buffer: await photo(page, p.colour) });
  await form.getByLabel('Product photos').setInputFiles(files);
  // Uploaded to the sandbox's media host one after another: three hosted photos, in the order chosen.
  await expect(form.getByRole('img', { name: /^Product photos, \d of 3$/ })).toHaveCount(3);
  await form.getByLabel('Cost price (₦)').fill('9000');
  await form.getByLabel('Selling price (₦)').fill('15000');
  await form.getByLabel('Regular price (₦)').fill('18000');
  await expect(form.getByText('Margin of ₦6,000.00 on each sale (40.0% of the selling price)')).toBeVisible();
  await form.getByLabel('SKU', { exact: true }).fill(`KFT-${Date.now().toString(36)}`.toUpperCase());
  await form.getByLabel('Stock alert (units)').fill('3');
  await form.getByLabel('Weight', { exact: true }).fill('0.6');
  await form.getByRole('button', { name: 'Add sizes' }).click();
  for (const size of ['M', 'L']) {
    await form.getByLabel('New size').fill(size);
    await form.getByRole('button', { name: 'Add size', exact: true }).click();
  }
  await form.getByRole('button', { name: 'Add colours' }).click();
  for (const colour of ['Red', 'Blue']) {
    await form.getByLabel('New colour').fill(colour);
    await form.getByRole('button', { name: 'Add colour', exact: true }).click();
  }
  const variants = form.getByRole('table', { name: '4 variants' });
  for (const [variant, units] of [
    ['M / Red', '3'],
    ['M / Blue', '4'],
    ['L / Red', '5'],
    ['L / Blue', '6'],
  ] as const) {
    await variants.getByLabel(`Stock of ${variant}`).fill(units);
  }
  await expect(form.getByLabel('Stock', { exact: true })).toHaveValue('18');
  await a11y.check('new product form, filled');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Successfully created product.')).toBeVisible();
  await expect(toasts(page)).toContainText('Successfully created product.');
  // The form and its photos are empty again.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.locator('img')).toHaveCount(0);
  await form.getByRole('button', { name: 'Close' }).click();

  // Pending, in the list.
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending approval')).toBeVisible();
  await a11y.check('products, the new one pending');

  // An admin approves it, in the same browser (the sandbox lives in it), with a session of its own.
  await page.goto('/admin/login');
  await onPage(page, a11y, /log in/i, 'admin login');
  await submitLogin(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await onPage(page, a11y, /Welcome/, 'admin dashboard');
  await page
    .getByRole('navigation', { name: 'Admin workspace' })
    .getByRole('link', { name: 'Product approvals' })
    .click();
  await onPage(page, a11y, 'Product approvals', 'product approvals');
  await page.getByLabel('Search products').fill(name);
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Approve product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve product' }).click();
  await expect(toasts(page)).toContainText(/approved/i);
  await a11y.check('product approved by the admin');

  // Back as the merchant (still signed in): approved, and the stock changed in place.
  await page.goto(`/merchant/products?q=${encodeURIComponent(name)}`);
  await onPage(page, a11y, 'Products', 'products, approved');
  const approved = page.getByRole('row').filter({ hasText: name });
  await expect(approved.getByText('Approved')).toBeVisible();
  await approved.getByRole('button', { name: `Update stock of ${name}` }).click();
  const stock = page.getByRole('form', { name: `Stock of ${name}` });
  for (const variant of ['M / Red', 'M / Blue', 'L / Red', 'L / Blue']) {
    await stock.getByLabel(`Units of ${variant}`).fill('10');
  }
  await expect(stock.getByText('Total 40')).toBeVisible();
  await a11y.check('stock form');
  await stock.getByRole('button', { name: 'Save stock' }).click();
  await expect(toasts(page)).toContainText('Product updated successfully');
  await expect(stock).toHaveCount(0);
  await expect(approved.locator('.product-stock')).toContainText('40');
});

test('a merchant creates a BuyXGetY coupon, moves a waiting order to ready for pickup, and decides a return', async ({
  page,
  a11y,
}) => {
  await logInMerchant(page, a11y);
  const nav = page.getByRole('navigation', { name: 'Merchant workspace' });

  // A BuyXGetY coupon, listed once created.
  const description = `Buy a dress, get 20% off a blouse ${Date.now().toString(36)}`;
  await nav.getByRole('link', { name: 'Coupons' }).click();
  await onPage(page, a11y, 'Coupons', 'coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const coupon = page.getByRole('form', { name: 'New coupon' });
  await coupon.getByLabel('Description').fill(description);
  await coupon.getByLabel('Discount type').selectOption('BuyXGetY');
  await expect(coupon.getByLabel(/Customer spends at least/)).toHaveValue('2000');
  await coupon.getByLabel('Find products by name').fill('Blouse');
  await coupon
    .getByRole('button', { name: /^Add .*Blouse/ })
    .first()
    .click();
  await coupon.getByLabel('Start date').fill('2026-12-01');
  await coupon.getByLabel('End date').fill('2026-12-31');
  await a11y.check('new BuyXGetY coupon');
  await coupon.getByRole('button', { name: 'Create coupon' }).click();
  await expect(coupon.getByRole('status')).toBeVisible();
  await expect(coupon.getByLabel('Discount type')).toHaveValue('Percent');
  const coupons = page.getByRole('table', { name: "Your store's coupons" });
  await expect(coupons.getByRole('row').filter({ hasText: description })).toContainText('Buy X, get Y');
  await a11y.check('coupons, the new one listed');

  // A paid order waiting (pending): to processing, then ready for pickup, each confirmed; the timeline
  // shows it.
  await nav.getByRole('link', { name: 'Orders' }).click();
  await onPage(page, a11y, 'Orders', 'orders');
  const status = page.getByLabel('Status');
  await expect(status.getByRole('option', { name: 'Pending', exact: true })).toBeAttached();
  await status.selectOption({ label: 'Pending' });
  const orders = page.getByRole('table', { name: /Your store's orders/ });
  await expect(orders.getByRole('row').nth(1)).toContainText('Pending');
  await orders.getByRole('link').first().click();
  const order = page.getByRole('article', { name: /^Order / });
  await expect(order.getByText("Customer's payment").locator('xpath=following-sibling::dd')).toHaveText(
    /^Card Paid /,
  );
  await expect(order.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await a11y.check('order detail');
  for (const step of ['processing', 'ready for pickup']) {
    await order.getByRole('button', { name: `Mark as ${step}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Mark as ${step}` })
      .click();
    await expect(order.getByRole('button', { name: `Mark as ${step}` })).toHaveCount(0);
  }
  await expect(order.getByText('Order is ready for pickup')).toBeVisible();
  await a11y.check('order ready for pickup');

  // A return waiting for a decision: approved after the confirmation.
  await nav.getByRole('link', { name: 'Returns' }).click();
  await onPage(page, a11y, 'Returns', 'returns');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  const returns = page.getByRole('table', { name: "Your store's returns" });
  await returns.getByRole('link').first().click();
  const request = page.getByRole('article', { name: /^(Return|Replacement) #/ });
  await request.getByLabel(/Note for the order's timeline/).fill('Bring it to the Ikeja store');
  await request.getByRole('button', { name: 'Approve return' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve return' }).click();
  await expect(request.getByRole('button', { name: 'Mark goods received' })).toBeVisible();
  await a11y.check('return approved');
});

test("a merchant changes the theme's primary colour and banner text and sees them on the public store page", async ({
  page,
  a11y,
}) => {
  const banner = `Adire for every occasion ${Date.now().toString(36)}`;
  await logInMerchant(page, a11y);
  const nav = page.getByRole('navigation', { name: 'Merchant workspace' });
  await nav.getByRole('link', { name: 'Themes' }).click();
  await onPage(page, a11y, 'Themes', 'themes');
  await page.getByRole('link', { name: 'Customize your theme' }).click();
  await onPage(page, a11y, /customi[sz]e/i, 'theme editor');

  const colours = page.getByRole('form', { name: 'Colours' });
  await colours.getByLabel('Primary button', { exact: true }).fill('#7a1f3d');
  await colours.getByRole('button', { name: 'Save colours' }).click();
  await expect(toasts(page)).toContainText('Theme updated');
  const body = page.getByRole('form', { name: 'Banner and promotion' });
  await body.getByLabel('Banner main text').fill(banner);
  await body.getByRole('button', { name: 'Save banner and promotion' }).click();
  await expect(toasts(page).getByText('Theme updated')).not.toHaveCount(0);
  await a11y.check('theme editor, saved');

  // The public store page, in the theme.
  await nav.getByRole('link', { name: 'Themes' }).click();
  await onPage(page, a11y, 'Themes', 'themes, after the changes');
  await page.getByRole('link', { name: 'View your store page' }).click();
  await expect(page).toHaveURL(/\/store\/\d+$/);
  await expect(page.getByText(banner)).toBeVisible();
  await onPage(page, a11y, /.+/, 'public store page in the theme');
  const store = page.locator('.themed-store');
  await expect
    .poll(() =>
      store.evaluate((el) => getComputedStyle(el).getPropertyValue('--store-primary-button').trim()),
    )
    .toBe('#7a1f3d');
});
