import { continueCheckout, logInAsDemoCustomer, onPage } from './app';
import { expect, test } from './fixtures';

// Issue 15, cart and checkout: coupon and gift card errors beside their field, an applied coupon or gift
// card can be removed, the coupons for the cart listed (the server says what each takes off), and the
// review priced by the server before the order is placed. The demo customer's seeded cart; axe on every
// page and state visited.

test('a customer applies a listed coupon and a gift card, sees the order priced, removes both, and the totals return', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);

  await page.goto('/customer/checkout');
  await onPage(page, a11y, /check ?out/i, 'checkout');
  await continueCheckout(page, a11y, 'delivery');
  await continueCheckout(page, a11y, 'payment');
  const summary = page.getByRole('region', { name: 'Order summary' });
  const total = summary.locator('div', { has: page.getByText('Total', { exact: true }) }).last();
  const before = (await total.textContent()) ?? '';

  // A refused code is said beside its field.
  const couponField = page.getByRole('textbox', { name: 'Coupon code' });
  await couponField.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply coupon', exact: true }).click();
  await expect(couponField).toHaveAttribute('aria-invalid', 'true');
  // Beside the field (the toast says it too, as the spec's coupon messages do).
  const codes = page.getByRole('region', { name: 'Coupons and gift cards' });
  await expect(codes.getByText('Invalid coupon code', { exact: true })).toBeVisible();
  await a11y.check('checkout, payment, refused coupon');

  // The coupons for the cart: each checked by the server; one is applied from the list.
  const coupons = page.getByRole('region', { name: 'Coupons for your cart' });
  const welcome = coupons.getByRole('listitem').filter({ hasText: 'WELCOME10' });
  await expect(welcome).toContainText(/Takes ₦[\d,.]+ off this cart/);
  await expect(
    coupons
      .getByRole('listitem')
      .filter({ hasText: 'ADAEZE2K' })
      .getByRole('button', { name: 'Apply coupon ADAEZE2K' }),
  ).toBeDisabled();
  await welcome.getByRole('button', { name: 'Apply coupon WELCOME10' }).click();
  const applied = page.getByRole('list', { name: 'Coupons applied' });
  await expect(applied).toContainText(/WELCOME10: -₦[\d,.]+/);
  await expect(summary).toContainText('Discount (WELCOME10)');

  const giftField = page.getByRole('textbox', { name: 'Gift card code' });
  await giftField.fill('GIFT-DEMO-5000');
  await page.getByRole('button', { name: 'Apply gift card', exact: true }).click();
  const cards = page.getByRole('list', { name: 'Gift cards applied' });
  await expect(cards).toContainText('GIFT-DEMO-5000: ₦5,000.00');
  await expect(summary).toContainText('Gift card GIFT-DEMO-5000');
  await expect(total).not.toHaveText(before);
  await a11y.check('checkout, payment, coupon and gift card applied');

  // The review: the order as the server prices it, the same as the cart; Place order charges it.
  await continueCheckout(page, a11y, 'review');
  const priced = page.getByRole('region', { name: 'Your order, priced by the stores' });
  await expect(priced).toContainText('Same as your cart shows.');
  const serverTotal = (await priced.locator('.order-pricing__total dd').textContent()) ?? '';
  await expect(page.getByRole('button', { name: `Place order and pay ${serverTotal}` })).toBeEnabled();
  await a11y.check('checkout, review priced');

  // Back to the payment step: both removed, the totals are as before.
  await page.getByRole('button', { name: 'Change the payment' }).click();
  await expect(page).toHaveURL(/[?&]step=payment/);
  await applied.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
  await expect(applied).toHaveCount(0);
  await cards.getByRole('button', { name: 'Remove gift card GIFT-DEMO-5000' }).click();
  await expect(cards).toHaveCount(0);
  await expect(summary).not.toContainText('Discount (WELCOME10)');
  await expect(summary).not.toContainText('Gift card GIFT-DEMO-5000');
  await expect(total).toHaveText(before);
  await expect(welcome.getByRole('button', { name: 'Apply coupon WELCOME10' })).toBeEnabled();
  await a11y.check('checkout, payment, codes removed');
});

test('a guest sees the coupons for the cart, to use once logged in at checkout', async ({ page, a11y }) => {
  await page.goto('/product/1');
  await onPage(page, a11y, 'Ankara Print Midi Dress', 'product');
  // The purchase panel's button (phones also have a sticky bar with its own).
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /cart/i }),
  ).toContainText('(1)');
  await page.goto('/cart');
  await onPage(page, a11y, /your cart/i, 'guest cart');
  const coupons = page.getByRole('region', { name: 'Coupons for your cart' });
  await expect(coupons.getByRole('listitem').first()).toBeVisible();
  await expect(coupons).toContainText('Log in at checkout to use it.');
  await expect(coupons.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await a11y.check('guest cart, coupons listed');
});
