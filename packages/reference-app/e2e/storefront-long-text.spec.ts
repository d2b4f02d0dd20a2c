import type { Page } from '@playwright/test';
import { customerApiToken, DEMO_PASSWORD, logInAsDemoCustomer, onPage, submitLogin } from './app';
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

/** The page is no wider than the window (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page ${scroll} px wide in a ${client} px window`).toBeLessThanOrEqual(client);
}

/**
 * A product the demo customer received and has not reviewed, asked of the sandbox's API as the app does
 * (their delivered orders, then each product's review eligibility).
 */
async function productToReview(page: Page): Promise<number> {
  const token = await customerApiToken(page);
  const found = await page.evaluate(async (token) => {
    const get = async (path: string) =>
      (
        (await (await fetch(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
          data: unknown;
        }
      ).data;
    const orders = (await get('/ordertracking/customer/view-orders?status=delivered&limit=50')) as {
      rows: { orderItems?: { productId: number }[] }[];
    };
    const ids = [...new Set(orders.rows.flatMap((o) => (o.orderItems ?? []).map((line) => line.productId)))];
    for (const id of ids) {
      const standing = (await get(`/reviews/${id}/eligibility`)) as { canReview: boolean };
      if (standing.canReview) return id;
    }
    return undefined;
  }, token);
  if (found === undefined) throw new Error('The demo customer has no delivered product left to review');
  return found;
}

test('a 5,000-character review without spaces folds and wraps; the form caps it with a counter', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);
  const productId = await productToReview(page);
  await page.goto(`/product/${productId}`);
  await onPage(page, a11y, /./, 'product to review');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.scrollIntoViewIfNeeded();
  const box = form.getByLabel('Your review (optional)');
  await expect(form.getByText('0 of 5,000 characters')).toBeVisible();
  const long = 'W'.repeat(5000);
  await form.getByRole('radio', { name: '5 stars' }).check();
  await box.fill(long);
  await expect(form.getByText('5,000 of 5,000 characters')).toBeVisible();
  // One more character is not taken.
  await box.press('End');
  await box.pressSequentially('X');
  await expect(box).toHaveValue(long);
  await expect(form.getByText('5,000 of 5,000 characters')).toBeVisible();
  await a11y.check('review form at its cap');
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('Thank you. Your review is posted.')).toBeVisible();

  // The review shows its start, folded; the whole of it wraps inside the page, on a phone and a desktop.
  const more = reviews.getByRole('button', { name: 'Read more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expectNoSidewaysScroll(page);
  await more.click();
  const shown = reviews.getByText(long, { exact: true });
  await expect(shown).toBeVisible();
  await a11y.check('a long review, unfolded');
  await expectNoSidewaysScroll(page);
  expect((await shown.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(shown).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Show less' }).click();
  await expect(shown).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('an admin order with a long assignment note without spaces stays as wide as the window', async ({
  page,
  a11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/login');
  await onPage(page, a11y, /log in/i, 'admin login');
  await submitLogin(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/orders?list=waiting');
  await onPage(page, a11y, 'Orders', 'orders waiting for assignment');
  const link = page.getByRole('main').getByRole('link', { name: /^ORD-/ }).first();
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  const form = page.getByRole('form', { name: `Assign order ${name}` });
  await form.getByRole('radio', { name: 'A dispatcher' }).check();
  const dispatcher = form.getByLabel('Dispatcher', { exact: true });
  await expect(dispatcher.locator('option').nth(1)).toBeAttached();
  await dispatcher.selectOption({ index: 1 });
  const note = 'N'.repeat(5000);
  await form.getByLabel('Note for whoever receives it (optional)').fill(note);
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Assign the order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Assign the order' }).click();
  // The order's history shows the note, wrapped.
  const entry = page.getByText(new RegExp(`assigned to dispatcher .*: ${note}`, 'i')).first();
  await expect(entry).toBeVisible();
  await a11y.check('admin order with a long assignment note');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(entry).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a return reason of 5,000 characters without spaces wraps for the shopper and the admin', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);
  // Sent through the API (the form would take it alike): a return of one unit of a delivered order still
  // inside its return window.
  const token = await customerApiToken(page);
  const reason = 'R'.repeat(5000);
  const returnId = await page.evaluate(
    async ({ token, reason }) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
      const orders = (await (
        await fetch('/api/v1/ordertracking/customer/view-orders?status=delivered&limit=50', { headers })
      ).json()) as { data: { rows: { id: number; orderItems?: { productId: number }[] }[] } };
      for (const order of orders.data.rows) {
        const line = order.orderItems?.[0];
        if (!line) continue;
        const answer = await fetch('/api/v1/ordertracking/create-return', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            orderId: order.id,
            type: 'return',
            refund: true,
            products: [{ productId: line.productId, quantity: 1 }],
            reason,
          }),
        });
        if (answer.ok) return ((await answer.json()) as { data: { id: number } }).data.id;
      }
      return undefined;
    },
    { token, reason },
  );
  if (returnId === undefined) throw new Error('No delivered order of the demo customer takes a return');

  await page.goto('/customer/returns');
  await onPage(page, a11y, 'My returns', 'returns with a long reason');
  await expect(page.getByText(`Your reason: ${reason}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/login');
  await onPage(page, a11y, /log in/i, 'admin login');
  await submitLogin(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto(`/admin/returns?return=${returnId}`);
  await onPage(page, a11y, /returns/i, 'admin returns');
  await expect(page.getByText(`Customer's reason: ${reason}`)).toBeVisible();
  await a11y.check('admin return with a long reason');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});
