import {
  continueCheckout,
  logInAsDemoCustomer,
  onPage,
  placeOrderAndPay,
  submitLogin,
  toasts,
  uniqueEmail,
  waitForEmail,
} from './app';
import { expect, test } from './fixtures';

// Issue 6 §5: a new customer signs up, confirms, logs in, browses, buys with a coupon and a gift card,
// and follows the order; then a return on a delivered order.

// The seed's "Ankara Print Midi Dress" (Adaeze Styles, ₦15,500): size M in orange has 12 in stock.
const PRODUCT = 'Ankara Print Midi Dress';

test('a new customer signs up, confirms, shops with a coupon and a gift card, and follows the order', async ({
  page,
  a11y,
}) => {
  const email = uniqueEmail('amaka');
  const password = 'sunny-lagos-42';

  // Sign up.
  await page.goto('/customer/signup');
  await onPage(page, a11y, /create your account/i, 'customer sign-up');
  await page.getByLabel(/^first name/i).fill('Amaka');
  await page.getByLabel(/^last name/i).fill('Eze');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^phone/i).fill('08031234567');
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^create account$/i }).click();
  await onPage(page, a11y, /check your email/i, 'customer sign-up, done');
  await expect(page.getByRole('main')).toContainText(
    'Account created. Check your email to confirm your account.',
  );

  // The confirmation email, in the demo mailbox the sign-up screen links to, opened as a newcomer would.
  const confirmation = await waitForEmail(page, email, 'confirmation');
  expect(confirmation.link).toBe(`/customer/confirm/${confirmation.token}`);
  await page.getByRole('link', { name: 'demo mailbox' }).click();
  await onPage(page, a11y, /demo mailbox/i, 'demo mailbox');
  await page
    .getByRole('article', { name: 'Confirm your email address' })
    .getByRole('link', { name: 'Confirm your email' })
    .click();
  await onPage(page, a11y, /your email is confirmed/i, 'customer confirmation');
  await expect(page).toHaveURL(new RegExp(`/customer/confirm/${confirmation.token}$`));
  // A reload keeps the confirmation (the browser sandbox saves every change, GETs that write included).
  await page.reload();
  await onPage(page, a11y, /your email is confirmed/i, 'customer confirmation, reloaded');

  // Log in.
  await page
    .getByRole('main')
    .getByRole('link', { name: /^log in$/i })
    .click();
  await expect(page).toHaveURL(/\/customer\/login/);
  await onPage(page, a11y, /log in/i, 'customer login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/customer\/?$/);
  await onPage(page, a11y, /account/i, 'customer account');

  // Browse: home, a category, a product.
  await page.getByRole('link', { name: 'Marketplace', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await onPage(page, a11y, /.+/, 'home');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^fashion$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/category\/1$/);
  await onPage(page, a11y, /^fashion$/i, 'category');
  await page.getByRole('main').getByRole('link', { name: PRODUCT }).first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await onPage(page, a11y, PRODUCT, 'product');

  // Pick a variant and add it.
  await page.getByRole('group', { name: /^size/i }).getByRole('radio', { name: 'M', exact: true }).check();
  await page
    .getByRole('group', { name: /^colou?r/i })
    .getByRole('radio', { name: 'Orange', exact: true })
    .check();
  await page.getByRole('button', { name: /add to cart/i }).click();
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByRole('link', { name: /cart/i })).toContainText('(1)');
  await a11y.check('product, added');

  // The cart: change the quantity.
  await header.getByRole('link', { name: /cart/i }).click();
  await expect(page).toHaveURL(/\/customer\/cart$/);
  await onPage(page, a11y, /cart/i, 'customer cart');
  const line = page.getByRole('article', { name: PRODUCT });
  await expect(line).toContainText('₦15,500.00');
  await line.getByRole('button', { name: `Increase Quantity of ${PRODUCT}` }).click();
  await expect(line.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` })).toHaveValue('2');
  await expect(line).toContainText('₦31,000.00');
  await expect(header.getByRole('link', { name: /cart/i })).toContainText('(2)');

  // Checkout: an address, the coupon and the gift card.
  await page.getByRole('link', { name: /^(proceed to )?check ?out$/i }).click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await onPage(page, a11y, /check ?out/i, 'checkout');

  // A new customer has no address: the form is open.
  await page.getByLabel(/^full name/i).fill('Amaka Eze');
  await page.getByLabel(/^phone/i).fill('08031234567');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^state/i).fill('Lagos');
  await page.getByLabel(/^(street )?address/i).fill('12 Admiralty Way, Lekki Phase 1');
  await page.getByRole('button', { name: /^(add|save) address$/i }).click();
  await expect(page.getByRole('radio', { name: /12 Admiralty Way/ })).toBeChecked();

  // The steps: the delivery to that address, then the payment with the codes.
  await continueCheckout(page, a11y, 'delivery');
  await expect(page.getByRole('region', { name: 'Shipping' })).toContainText('Shipping total');
  await continueCheckout(page, a11y, 'payment');
  await page.getByLabel(/^coupon code/i).fill('WELCOME10');
  await page.getByRole('button', { name: /^apply coupon$/i }).click();
  await expect(toasts(page)).toContainText('Coupon applied successfully');
  // 10 % of ₦31,000.
  const summary = page.getByRole('complementary', { name: /total/i });
  await expect(summary).toContainText('₦3,100.00');

  await page.getByLabel(/^gift card code/i).fill('GIFT-DEMO-5000');
  await page.getByRole('button', { name: /^apply gift card$/i }).click();
  await expect(page.getByRole('main')).toContainText(/GIFT-DEMO-5000: ₦5,000\.00/);
  await continueCheckout(page, a11y, 'review');
  await expect(page.getByRole('region', { name: 'Review your order' })).toContainText('12 Admiralty Way');

  // Pay on the card provider's page, approved: back on the confirmation, which says the payment is received.
  await placeOrderAndPay(page, a11y, 'approve');

  // The order and its timeline.
  await page
    .getByRole('region', { name: /^your orders?$/i })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
  await onPage(page, a11y, /^order \S+/i, 'order detail');
  await expect(page.getByRole('main').getByText(PRODUCT).first()).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order activity' });
  await expect(timeline.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Status: ?Pending/i);
});

test("the demo customer asks for a return on a delivered order (a new customer's order is not delivered yet)", async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);

  await page.goto('/customer/orders');
  await onPage(page, a11y, /orders/i, 'orders');
  const delivered = () =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
      .filter({ hasText: /delivered/i });
  const count = await delivered().count();
  expect(count, 'delivered orders of the demo customer').toBeGreaterThan(0);

  // The seed's delivered orders: one has an open return already; the first without one takes the request.
  let sent = false;
  for (let i = 0; i < count && !sent; i++) {
    if (i > 0) {
      await page.goto('/customer/orders');
      await onPage(page, a11y, /orders/i, 'orders');
    }
    await delivered().nth(i).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
    await onPage(page, a11y, /^order \S+/i, 'delivered order');
    const send = page.getByRole('button', { name: /^send the request$/i });
    if (!(await send.isVisible())) continue;
    await page.getByRole('radio', { name: /return the products for a refund/i }).check();
    await page.getByRole('group', { name: 'Products' }).getByRole('checkbox').first().check();
    await page
      .getByLabel(/why are you sending them back/i)
      .fill('The colour is not what the picture showed.');
    await send.click();
    await expect(toasts(page)).toContainText('Order return was successful');
    await expect(page.getByRole('main')).toContainText(/your return request/i);
    await a11y.check('delivered order, return sent');
    sent = true;
  }
  expect(sent, 'a delivered order without an open return offered the return form').toBe(true);

  await page
    .getByRole('main')
    .getByRole('link', { name: /see my returns/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/customer\/returns$/);
  await onPage(page, a11y, /returns/i, 'returns');
  await expect(page.getByRole('main')).toContainText(/pending/i);
});
