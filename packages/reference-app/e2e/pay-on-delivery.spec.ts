import { continueCheckout, logInAsDemoCustomer, onPage } from './app';
import { expect, test } from './fixtures';

// Issue 15, payment: pay on delivery where the product pages promise it (Lagos and Abuja). The demo
// customer (default address in Lagos, seeded cart) chooses it, places the order without the card
// provider, and the order page says what the rider will collect; axe on every page visited.

test('a customer with a Lagos address pays on delivery: the order is placed unpaid and says what the rider collects', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);

  await page.goto('/customer/checkout');
  await onPage(page, a11y, /check ?out/i, 'checkout');
  await expect(page.getByRole('radio', { name: /14 Allen Avenue/ })).toBeChecked();
  await continueCheckout(page, a11y, 'delivery');
  await continueCheckout(page, a11y, 'payment');

  const methods = page.getByRole('group', { name: 'How to pay' });
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
