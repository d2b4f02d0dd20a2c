import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, onPage, submitLogin } from './app';
import { expect, test } from './fixtures';

// Issue 24, "Done when": a dispatcher's day on a phone (390×844). The orders assigned to them are cards
// (status, total and the link visible, no sideways scrolling); the status filter runs on the server and
// lives in the URL (the count is the filtered count); an order ready for pickup is shipped, gets the
// rider's phone and goes out for delivery; the "Out for delivery" list then holds it. Axe on every page.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Nothing on the page is wider than the phone, and no form on it is wider than itself (a field or a file
 * box sticking out of its form, even where the page's margin hides it).
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // What sticks out, to name it when the page scrolls sideways.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > client + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    const nameOf = (form: HTMLFormElement) =>
      form.getAttribute('aria-label') ??
      document.getElementById(form.getAttribute('aria-labelledby') ?? '')?.textContent ??
      form.className;
    const forms = [...document.querySelectorAll('form')]
      .filter((form) => form.scrollWidth > form.clientWidth)
      .map((form) => `${nameOf(form)}: ${form.scrollWidth} > ${form.clientWidth}`);
    return { scroll: document.documentElement.scrollWidth, client, wide, forms };
  });
  expect(widths.scroll, `wider than the phone: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(widths.client);
  expect(widths.forms, 'forms wider than themselves').toEqual([]);
}

test("a dispatcher's day on a phone: filtered cards, ship, rider's phone, out for delivery", async ({
  page,
  a11y,
}) => {
  await page.goto('/admin/login');
  await onPage(page, a11y, /log in/i, 'admin login');
  await submitLogin(page, 'dispatcher@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await onPage(page, a11y, /Welcome/, 'dispatcher dashboard');

  // The orders waiting to be shipped, through a link with the filter in it.
  await page.goto('/admin/orders?f.status=ready_for_pickup');
  await onPage(page, a11y, 'Orders', 'dispatcher orders, ready for pickup');
  const table = page.getByRole('table', { name: /Orders assigned to you/ });
  const cards = table.locator('tbody tr');
  await expect(cards.first()).toBeVisible();
  const status = page.getByRole('group', { name: 'Filters' }).getByLabel('Status');
  await expect(status).toHaveValue('ready_for_pickup');
  const ready = await cards.count();
  for (const card of await cards.all()) await expect(card).toContainText('Ready for pickup');
  // A card shows its status and total inside the phone's width, labelled by the column's header (the
  // card is scrolled to: the filters and the "Sort by" select come first on a phone).
  const first = cards.first();
  await first.scrollIntoViewIfNeeded();
  const box = await first.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expect(first.locator('td[data-label="Total"]')).toBeInViewport();
  await expect(first.locator('td[data-label="Status"]')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Ship it, give the rider's phone, send it out for delivery.
  const name = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  await first.getByRole('link').first().click();
  const detail = page.getByRole('article', { name: /^Order / });
  await expect(detail).toBeVisible();
  await a11y.check('order detail on a phone');
  await detail.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(detail.getByRole('button', { name: 'Mark as out for delivery' })).toBeVisible();
  await detail.getByLabel("Rider's phone number").fill('+2348030000001');
  await detail.getByRole('button', { name: /the number$/ }).click();
  await expect(detail.getByRole('link', { name: '+2348030000001' })).toBeVisible();
  await detail.getByRole('button', { name: 'Mark as out for delivery' }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible().catch(() => false)) {
    await confirm.getByRole('button', { name: 'Mark as out for delivery' }).click();
  }
  await expect(detail.getByText('Out for delivery').first()).toBeVisible();
  // The next move, delivered, asks for the customer's token and a photo: the field and the file box fit.
  const delivered = detail.getByRole('form', { name: "Update the order's status" });
  await expect(delivered.getByLabel("Customer's delivery token")).toBeVisible();
  await expect(delivered.getByLabel('Proof of delivery', { exact: true })).toBeAttached();
  await expectNoSidewaysScroll(page);
  await a11y.check('order out for delivery');

  // The ready list has one order fewer; the "Out for delivery" list holds this one.
  await status.selectOption('out_for_delivery');
  await expect(page).toHaveURL(/f\.status=out_for_delivery/);
  await expect(table.locator('tbody tr', { hasText: name })).toBeVisible();
  for (const card of await table.locator('tbody tr').all())
    await expect(card).toContainText('Out for delivery');
  await status.selectOption('ready_for_pickup');
  await expect(table.locator('tbody tr', { hasText: name })).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(ready - 1);
  await a11y.check('orders filtered on a phone');
});

test("a seller's forms fit a phone: store profile, product form, theme editor", async ({ page, a11y }) => {
  await page.goto('/merchant/login');
  await onPage(page, a11y, /log in/i, 'merchant login');
  await submitLogin(page, 'merchant@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await onPage(page, a11y, /Welcome/, 'merchant dashboard');

  // Each form is measured once its fields and file boxes are on the page.
  await page.goto('/merchant/store');
  const profile = page.getByRole('form', { name: 'Store profile' });
  await expect(profile.getByLabel('Store name')).toHaveValue(/\S/);
  await expect(profile.getByLabel('Logo', { exact: true })).toBeAttached();
  await expectNoSidewaysScroll(page);
  await a11y.check('store profile on a phone');

  await page.goto('/merchant/products?product=new');
  const product = page.getByRole('form', { name: 'New product' });
  await expect(product.getByLabel('Name', { exact: true })).toBeVisible();
  await expect(product.getByLabel('Product photos', { exact: true })).toBeAttached();
  await expectNoSidewaysScroll(page);
  await a11y.check('product form on a phone');

  await page.goto('/merchant/themes/customize');
  await expect(page.getByRole('form', { name: 'Header' }).getByLabel('Logo', { exact: true })).toBeAttached();
  await expect(page.getByRole('form', { name: 'Banner and promotion' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Social links' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await a11y.check('theme editor on a phone');
});
