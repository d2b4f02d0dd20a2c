import { DEMO_PASSWORD, onPage, submitLogin } from './app';
import { expect, test } from './fixtures';

// Issue 9 §3: a guest's cart honours stock, merges into the account at login, and the customer's lines
// leave with the customer at logout.

// The seed's "Ankara Print Midi Dress": size S in blue (the first choice) has one left.
const PRODUCT = 'Ankara Print Midi Dress';

test("a guest cart honours stock, merges at login, and is empty after the customer's logout", async ({
  page,
  a11y,
}) => {
  await page.goto('/product/1');
  await onPage(page, a11y, PRODUCT, 'product');
  await expect(page.getByText('Only 1 left')).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Account' });
  const cartLink = header.getByRole('link', { name: /cart/i });

  // The first add takes the last one; the second is cut to the stock, and the page says so.
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(cartLink).toContainText('(1)');
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(page.getByRole('main')).toContainText(
    `Only 1 available: your cart has all 1 of ${PRODUCT} (S, Blue).`,
  );
  await expect(cartLink).toContainText('(1)');
  await a11y.check('product, stock reached');

  // The guest cart: no more than the stock, whole numbers only.
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  await onPage(page, a11y, /your cart/i, 'guest cart');
  const line = page.getByRole('article', { name: PRODUCT });
  await expect(line.getByRole('button', { name: `Increase Quantity of ${PRODUCT}` })).toBeDisabled();
  const field = line.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` });
  await field.fill('1e3');
  await field.press('Enter');
  await expect(line.getByRole('status')).toHaveText('Enter a whole number from 1 to 1');
  await expect(field).toHaveValue('1');
  await expect(cartLink).toContainText('(1)');

  // Log in: the guest's line goes into the account's cart.
  await page.getByRole('link', { name: 'Log in to check out' }).click();
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await onPage(page, a11y, /check ?out/i, 'checkout after login');
  await cartLink.click();
  await expect(page).toHaveURL(/\/customer\/cart$/);
  await onPage(page, a11y, /cart/i, 'customer cart after login');
  // Beside the account's own dress (S, orange): the guest's, in blue.
  await expect(page.getByRole('article', { name: PRODUCT }).filter({ hasText: 'Blue' })).toBeVisible();

  // Log out: the customer's lines leave with them.
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(cartLink).toContainText('(0)');
  await page.goto('/cart');
  await onPage(page, a11y, /your cart/i, 'guest cart after logout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
