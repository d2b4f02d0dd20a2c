import { logInAsDemoCustomer, onPage, toasts } from './app';
import { expect, test } from './fixtures';

// Issue 14's last shopper operations: a guest browses the marketplace (getMarketplaceProducts) from the
// footer and opens a listed product (getMarketplaceProduct); a customer asks for "a replacement, or a
// refund if it cannot be replaced" (createReturn with both flags) and sees it in their returns.

test('a guest finds the marketplace in the footer and opens a listed product', async ({ page, a11y }) => {
  await page.goto('/contact');
  await onPage(page, a11y, 'Contact us', 'contact');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'The marketplace' })
    .click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await onPage(page, a11y, 'The marketplace', 'marketplace');
  const grid = page.getByRole('list', { name: 'Marketplace products' });
  const first = grid.getByRole('heading').first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/marketplace\/\d+$/);
  await onPage(page, a11y, name, 'marketplace product');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await trail.getByRole('link', { name: 'The marketplace' }).click();
  await onPage(page, a11y, 'The marketplace', 'marketplace again');

  await page.goto('/marketplace/999999');
  await onPage(page, a11y, 'This product is no longer on the marketplace', 'marketplace product gone');
});

test('a customer asks for a replacement, or a refund if it cannot be replaced', async ({ page, a11y }) => {
  await logInAsDemoCustomer(page, a11y);
  await page.goto('/customer/orders/28');
  await onPage(page, a11y, /ORD-2026-000028/, 'delivered order');
  const section = page.getByRole('region', { name: 'Return or replace' });
  await section.getByRole('radio', { name: 'A replacement, or a refund if it cannot be replaced' }).check();
  await section.getByRole('checkbox').first().check();
  await section.getByLabel('Why are you sending them back?').fill('The zip broke on the first day.');
  await a11y.check('return form filled');
  await section.getByRole('button', { name: 'Send the request' }).click();
  await expect(toasts(page)).toContainText('Order replacement was successful');
  await expect(section).toContainText('Your replacement request was sent.');
  await expect(section).toContainText('What happens next: the store reviews it.');

  await page.goto('/customer/returns');
  await onPage(page, a11y, 'My returns', 'returns');
  await expect(page.getByRole('main')).toContainText('A replacement, or a refund if it cannot be replaced');
});
