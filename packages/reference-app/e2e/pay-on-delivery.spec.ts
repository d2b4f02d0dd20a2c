import type { Locator, Page } from '@playwright/test';
import { continueCheckout, logInAsDemoCustomer, onPage } from './app';
import { type A11y, expect, test } from './fixtures';

// Issue 15, payment: pay on delivery where the product pages promise it (Lagos and Abuja). The demo
// customer (default address in Lagos, seeded cart) chooses it, places the order without the card
// provider, and the order page says what the rider will collect; axe on every page visited.
// Issue 25: pay on delivery is also the store's choice (Ibadan Home & Living takes cards only): a shopper
// filters by it with its count, and a product of that store says so on its page and at checkout.

/** The checkout to the default address in Lagos, on to the payment step: its "How to pay" group. */
async function paymentStep(page: Page, a11y: A11y): Promise<Locator> {
  await page.goto('/customer/checkout');
  await onPage(page, a11y, /check ?out/i, 'checkout');
  await expect(page.getByRole('radio', { name: /14 Allen Avenue/ })).toBeChecked();
  await continueCheckout(page, a11y, 'delivery');
  await continueCheckout(page, a11y, 'payment');
  return page.getByRole('group', { name: 'How to pay' });
}

test('a customer with a Lagos address pays on delivery: the order is placed unpaid and says what the rider collects', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);
  const methods = await paymentStep(page, a11y);
  const payOnDelivery = methods.getByRole('radio', { name: 'Pay on delivery' });
  await expect(payOnDelivery).toBeEnabled();
  await payOnDelivery.check();
  await a11y.check('checkout, payment, pay on delivery chosen');
  await continueCheckout(page, a11y, 'review');
  await expect(page.getByRole('region', { name: 'Review your order' })).toContainText(
    /Pay on delivery: you pay ₦[\d,.]+ to the rider/,
  );

  const place = page.getByRole('button', { name: /^Place order, pay ₦[\d,.]+ on delivery$/ });
  const amount = ((await place.textContent()) ?? '').match(/₦[\d,.]+/)?.[0] ?? '';
  await place.click();
  await expect(page).toHaveURL(/\/customer\/checkout\/done/);
  await onPage(page, a11y, /thank you/i, 'order confirmation, pay on delivery');
  const main = page.getByRole('main');
  await expect(main).toContainText(/pay on delivery/i);
  await expect(main).toContainText(amount);
  await expect(main).not.toContainText(/received your payment/i);

  await page
    .getByRole('region', { name: /^your orders?$/i })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
  await onPage(page, a11y, /^order \S+/i, 'order paid on delivery');
  await expect(main).toContainText('Pay on delivery: not paid yet');
  await expect(main).toContainText(/Pay the rider ₦[\d,.]+ \(cash or transfer\) when your order arrives/);
});

test('a shopper filters by pay on delivery, and a store that does not offer it is named on its product page and at checkout', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);
  await page.goto('/search?q=home');
  await onPage(page, a11y, 'Results for “home”', 'search results');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { level: 3, name: 'Binatone 1.5L Blender' })).toBeVisible();

  // The filter beside the others, with its count: of the twelve products, one is from a store that
  // accepts pay on delivery. The list follows it and the URL keeps it.
  const filters = page.locator('summary').filter({ hasText: /^Filters/ });
  if (!(await filters.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)))
    await filters.click();
  const payOnDelivery = page
    .getByRole('group', { name: 'Payment' })
    .getByRole('checkbox', { name: /^Pay on delivery\s?,\s?1 product$/ });
  // A click, not check(): the box follows the URL, which the router updates a moment later.
  await payOnDelivery.click();
  await expect(page).toHaveURL(/[?&]q=home&pod=1$/);
  await expect(payOnDelivery).toBeChecked();
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Sony 5.1 Home Theatre System']);
  await expect(page.locator('summary').filter({ hasText: 'Filters (in use)' })).toBeVisible();
  await a11y.check('filtered by pay on delivery');

  // Taken off, the card-only store's products come back; one of them says why on its page.
  await payOnDelivery.click();
  await expect(page).toHaveURL(/[?&]q=home$/);
  await expect(payOnDelivery).not.toBeChecked();
  await results.getByRole('heading', { level: 3, name: 'Binatone 1.5L Blender' }).getByRole('link').click();
  await onPage(page, a11y, 'Binatone 1.5L Blender', 'product of a card-only store');
  const delivery = page.getByRole('region', { name: 'Delivery & returns' });
  await delivery.scrollIntoViewIfNeeded();
  await expect(delivery).toContainText(/Delivered (on|between) .+ to Ikeja, Lagos/);
  await expect(delivery).toContainText('Not offered by Ibadan Home & Living: pay by card');
  await expect(delivery).toContainText('Within 7 days of delivery');

  // In the cart with the seeded lines, to the Lagos address: the checkout disables it and names the store.
  await page.locator('.purchase__add').click();
  await page
    .getByRole('dialog', { name: 'Added to your cart' })
    .getByRole('link', { name: 'View cart and check out' })
    .click();
  await expect(page.getByRole('article', { name: 'Binatone 1.5L Blender' })).toBeVisible();
  const methods = await paymentStep(page, a11y);
  await expect(methods.getByRole('radio', { name: 'Pay on delivery' })).toBeDisabled();
  await expect(methods.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(methods).toContainText(
    'Not offered by Ibadan Home & Living: this store takes card payments only. Pay by card, or remove its items from your cart to pay on delivery.',
  );
});
