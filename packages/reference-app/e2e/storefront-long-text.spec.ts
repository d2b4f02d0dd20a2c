import { DEMO_PASSWORD, onPage, submitLogin } from './app';
import { expect, test } from './fixtures';

// Issue 15: long text never widens the page. An address with the longest name the form takes and a long
// unbroken street, on a 390 px phone, in the address book and at checkout.
test.use({ viewport: { width: 390, height: 844 } });

test('a long address name and street wrap instead of widening the page', async ({ page, a11y }) => {
  await page.goto('/customer/login?next=%2Fcustomer%2Faddresses');
  await onPage(page, a11y, /log in/i, 'login');
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await onPage(page, a11y, /address/i, 'address book');

  const name = 'N'.repeat(100);
  const street = `${'Lekki'.repeat(60)} Phase 1`;
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel('State or region').fill('Lagos');
  await page.getByLabel('Street address').fill(street);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText(name).first()).toBeVisible();
  await a11y.check('address book with a long address');
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(390);

  // A name over 100 characters is refused beside the field.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await page.getByLabel('Full name').fill(`${name}N`);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Use at most 100 characters for the name')).toBeVisible();
  await a11y.check('address form refusing a long name');

  await page.goto('/customer/checkout');
  await onPage(page, a11y, /check ?out/i, 'checkout');
  expect(await width()).toBeLessThanOrEqual(390);
  // The total stays on a phone's screen, at the bottom, and leads to the summary.
  const sticky = page.getByRole('link', { name: /^Total ₦/ });
  await expect(sticky).toBeInViewport();
  await sticky.click();
  await expect(page.getByRole('button', { name: 'Continue to delivery' })).toBeInViewport();
  // And at the review, where it leads to the button that places the order.
  await page.goto('/customer/checkout?step=review');
  await onPage(page, a11y, /check ?out/i, 'checkout, review');
  await expect(page.getByRole('region', { name: 'Review your order' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);
  await sticky.click();
  await expect(page.getByRole('button', { name: /Place order and pay/ })).toBeInViewport();
});
