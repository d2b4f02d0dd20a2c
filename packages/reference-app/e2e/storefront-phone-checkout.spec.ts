import type { Page } from '@playwright/test';
import {
  continueCheckout,
  DEMO_PASSWORD,
  decideOnProviderPage,
  logInAsDemoCustomer,
  mainHeading,
  onPage,
  placeOrderAndPay,
  submitLogin,
} from './app';
import { expect, test } from './fixtures';

// Issue 15, "Done when": on a phone, from the home page to the order with its items, paying by card on
// the provider's page (the sandbox's, approved); a declined payment, with its message, paid again with
// another card. Issue 22: a shopper who leaves the card page finds the checkout in their orders, pays now.
// Issue 25: a misspelt search, a brand filter, the wishlist (saved as a guest, merged at login), the
// delivery estimate and a cancellation before shipping.
// Axe on every page (the A11y fixture fails a test that skips one).
test.use({ viewport: { width: 390, height: 844 } });

const PRODUCT = 'Ankara Print Midi Dress';
const PHONE = 'Samsung Galaxy A15 128GB';

/** The cart's lines as the shopper reads them: name with options, and quantity. */
async function cartLines(page: Page): Promise<string[]> {
  const lines = page.locator('article.cart-line');
  await expect(lines.first()).toBeVisible();
  const out: string[] = [];
  for (const line of await lines.all()) {
    const name = await line.getAttribute('aria-label');
    const quantity = await line.getByRole('spinbutton').inputValue();
    const text = (await line.textContent()) ?? '';
    const options = text.match(/\(([^)]+)\)/)?.[1] ?? '';
    out.push(`${name} (${options}) × ${quantity}`);
  }
  return out.sort();
}

/** The checkout's steps, from the address to the review. */
async function throughTheSteps(page: Page, a11y: Parameters<typeof continueCheckout>[1]): Promise<void> {
  await continueCheckout(page, a11y, 'delivery');
  await continueCheckout(page, a11y, 'payment');
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await continueCheckout(page, a11y, 'review');
}

test('a phone shopper goes from the home page to the paid order with its items', async ({ page, a11y }) => {
  await page.goto('/');
  await onPage(page, a11y, 'Shop stores across Nigeria', 'home');

  // The category menu, from the header.
  await page.getByRole('button', { name: 'Categories' }).click();
  const menu = page.getByRole('navigation', { name: 'Categories' });
  await menu.getByRole('button', { name: 'Fashion' }).click();
  await a11y.check('category menu open');
  await menu.getByRole('link', { name: 'Dresses' }).click();
  await onPage(page, a11y, 'Dresses', 'child category');

  // Sorted by price, highest first, in the URL.
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('article').first()).toBeVisible();
  await a11y.check('sorted category');

  // A variant with its image.
  await products.getByRole('link', { name: `Choose options: ${PRODUCT}` }).click();
  await onPage(page, a11y, PRODUCT, 'product');
  await page
    .getByRole('group', { name: /^colou?r/i })
    .getByRole('radio', { name: 'Orange', exact: true })
    .check();
  await expect(page.locator('.gallery__main')).toHaveAttribute('src', /~2\.svg$/);
  await page.getByRole('group', { name: /^size/i }).getByRole('radio', { name: 'M', exact: true }).check();

  // The cart drawer, then the cart and the login that leads to the checkout.
  await page.locator('.purchase__add').click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeInViewport();
  await expect(drawer).toContainText(`${PRODUCT} (M, Orange)`);
  await a11y.check('cart drawer');
  await drawer.getByRole('link', { name: 'View cart and check out' }).click();
  await onPage(page, a11y, /your cart/i, 'guest cart');
  await page.getByRole('link', { name: 'Log in to check out' }).click();
  await onPage(page, a11y, /log in/i, 'customer login');
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await onPage(page, a11y, /check ?out/i, 'checkout');

  // The checkout's steps, then the card payment approved on the provider's page.
  await throughTheSteps(page, a11y);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(`${PRODUCT} (M, Orange)`);
  await placeOrderAndPay(page, a11y, 'approve');
  const orders = page.getByRole('region', { name: /^your orders?$/i });
  await expect(orders).toContainText('Payment: Paid');
  await expect(orders).toContainText(`${PRODUCT} (M, Orange)`);
  await expect(page.getByText(/received your payment/)).toBeVisible();

  // The order with its items.
  await orders
    .getByRole('listitem')
    .filter({ hasText: `${PRODUCT} (M, Orange)` })
    .getByRole('link')
    .first()
    .click();
  await onPage(page, a11y, /^order \S+/i, 'order page');
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText(PRODUCT);
  await expect(items).toContainText('M, Orange');
  await expect(page.getByRole('main')).toContainText(/Card: paid/);
});

test('a phone shopper whose card is declined is told why and pays the same checkout with another card', async ({
  page,
  a11y,
}) => {
  // Logged in once the account page shows: an address opened before that would cancel the login.
  await logInAsDemoCustomer(page, a11y);
  await page.goto('/customer/cart');
  await onPage(page, a11y, /cart/i, 'cart');
  expect((await cartLines(page)).length).toBeGreaterThan(0);

  await page
    .getByRole('link', { name: /check ?out/i })
    .first()
    .click();
  await onPage(page, a11y, /check ?out/i, 'checkout');
  await throughTheSteps(page, a11y);
  await placeOrderAndPay(page, a11y, 'decline');
  await expect(page.getByRole('alert')).toContainText(
    'Your card payment was declined: Insufficient funds. You have not been charged.',
  );

  // The checkout waits, unpaid: Pay now with another card.
  await page.getByRole('button', { name: /^Pay now ₦/ }).click();
  await decideOnProviderPage(page, a11y, 'approve');
  await onPage(page, a11y, 'Payment received', 'order confirmation after paying again');
});

test('a shopper who leaves the card page finds the checkout in their orders and pays now', async ({
  page,
  a11y,
}) => {
  // Logged in once the account page shows: an address opened before that would cancel the login.
  await logInAsDemoCustomer(page, a11y);
  await page.goto('/customer/checkout');
  await onPage(page, a11y, /check ?out/i, 'checkout');
  await throughTheSteps(page, a11y);
  await page.getByRole('button', { name: /^place order/i }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await a11y.check('card provider page, left');

  // The shopper closes the card page and comes back later through their orders.
  await page.goto('/customer/orders');
  await onPage(page, a11y, 'My orders', 'orders with the unpaid checkout');
  const checkout = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: /waiting for payment/ }),
  });
  await expect(checkout).toHaveCount(1);
  await checkout.getByRole('button', { name: /^Pay now ₦/ }).click();
  await decideOnProviderPage(page, a11y, 'approve');
  await onPage(page, a11y, 'Payment received', 'order confirmation');
});

test('a phone shopper finds a phone through a misspelt search and a brand, reads its delivery, buys it and cancels', async ({
  page,
  a11y,
}) => {
  // A guest first: the wishlist keeps what they save on the device until they log in.
  await page.goto('/');
  await onPage(page, a11y, 'Shop stores across Nigeria', 'home');

  // A typo in the header's search: the corrected term's results, saying so.
  const search = page.getByRole('search');
  await search.getByLabel('Search products').fill('samsnug');
  await search.getByRole('button', { name: 'Search' }).click();
  await onPage(page, a11y, 'Results for “samsnug”', 'misspelt search');
  await expect(page.getByRole('status').filter({ hasText: 'Did you mean' })).toHaveText(
    'No results for “samsnug”. Did you mean samsung? Showing results for “samsung”.',
  );
  const corrected = page.getByRole('region', { name: 'Results for “samsung”' });
  await expect(corrected.getByRole('article').first()).toBeVisible();

  // The brand filter, in the phone's sheet, with its count: the list follows it, the URL keeps it with
  // the corrected term (the page becomes that term's results, the sheet closed over them).
  await page
    .locator('summary')
    .filter({ hasText: /^Filters/ })
    .click();
  const brands = page.getByRole('group', { name: 'Brand' });
  await a11y.check('filter sheet');
  await brands.getByRole('checkbox', { name: /^Samsung\s?,\s?\d+ products?$/ }).click();
  await expect(page).toHaveURL(/[?&]q=samsung&brand=Samsung$/);
  await expect(mainHeading(page, 'Results for “samsung”')).toBeVisible();
  await expect(page.locator('summary').filter({ hasText: 'Filters (in use)' })).toBeVisible();
  await a11y.check('filtered by brand');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  for (const name of await results.getByRole('heading', { level: 3 }).allTextContents())
    expect(name).toMatch(/^Samsung /);

  // Saved from its card as a guest, then the login (so that the delivery estimate is for the default
  // address, Ikeja, Lagos) merges it into the account: the saved items show it.
  await results.getByRole('button', { name: `Save ${PHONE}` }).click();
  await expect(results.getByRole('button', { name: `Saved: ${PHONE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await a11y.check('saved as a guest');
  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('link', { name: 'Log in' }).click();
  await onPage(page, a11y, /log in/i, 'customer login');
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await expect(account.getByRole('link', { name: 'Account' })).toBeVisible();
  await account.getByRole('link', { name: 'Saved items' }).click();
  await onPage(page, a11y, 'Saved items', 'saved items after login');
  const saved = page.getByRole('list', { name: 'Saved items' });
  await expect(saved.getByRole('button', { name: `Saved: ${PHONE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The product page's delivery estimate for the default address, with pay on delivery and returns.
  await saved.getByRole('heading').getByRole('link', { name: PHONE }).click();
  await onPage(page, a11y, PHONE, 'product from the saved items');
  const delivery = page.getByRole('region', { name: 'Delivery & returns' });
  await delivery.scrollIntoViewIfNeeded();
  await expect(delivery).toContainText(/Delivered (on|between) .+ to Ikeja, Lagos \(your default address\)/);
  await expect(delivery).toContainText('Available in Lagos');
  await a11y.check('delivery estimate');

  // Bought (with the seeded cart's lines), paid by card.
  await page.locator('.purchase__add').click();
  await page
    .getByRole('dialog', { name: 'Added to your cart' })
    .getByRole('link', { name: 'View cart and check out' })
    .click();
  await onPage(page, a11y, /cart/i, 'cart with the phone');
  await expect(page.getByRole('article', { name: PHONE })).toBeVisible();
  await page
    .getByRole('link', { name: /check ?out/i })
    .first()
    .click();
  await onPage(page, a11y, /check ?out/i, 'checkout of the phone');
  await throughTheSteps(page, a11y);
  await placeOrderAndPay(page, a11y, 'approve');

  // Cancelled before it ships: a reason, then the refund said on the button and on the order.
  const orders = page.getByRole('region', { name: /^your orders?$/i });
  await orders.getByRole('listitem').filter({ hasText: PHONE }).getByRole('link').first().click();
  await onPage(page, a11y, /^order \S+/i, 'paid order, not shipped');
  await page.getByRole('button', { name: 'Cancel this order…' }).click();
  await page.getByLabel('Why are you cancelling?').fill('Ordered the wrong colour');
  await a11y.check('cancel form');
  await page.getByRole('button', { name: /^Cancel and refund ₦/ }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText(/cancelled/i);
  await expect(main).toContainText('Ordered the wrong colour');
  await expect(main).toContainText(/refunded/i);
  await expect(page.getByRole('button', { name: 'Cancel this order…' })).toHaveCount(0);
  await a11y.check('cancelled order');
});
