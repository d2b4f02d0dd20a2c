import type { Page } from '@playwright/test';
import {
  continueCheckout,
  DEMO_PASSWORD,
  mainHeading,
  onPage,
  PERSIST_KEY,
  SANDBOX_STATE_KEY,
  submitLogin,
} from './app';
import { expect, test } from './fixtures';

// Issue 6 §5: the persisted state survives a reload; a corrupt one never stops the app.

const PRODUCT = 'Ankara Print Midi Dress';

function cartLink(page: Page) {
  return page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /cart/i });
}

async function addDress(page: Page): Promise<void> {
  await page.goto('/product/1');
  await expect(mainHeading(page, PRODUCT)).toBeVisible();
  await page.getByRole('group', { name: /^size/i }).getByRole('radio', { name: 'L', exact: true }).check();
  await page
    .getByRole('group', { name: /^colou?r/i })
    .getByRole('radio', { name: 'Blue', exact: true })
    .check();
  await page.getByRole('button', { name: /add to cart/i }).click();
}

test('a reload keeps the cart, for a guest and in the middle of checkout', async ({ page, a11y }) => {
  // A guest's cart lives in the persisted client state.
  await addDress(page);
  await a11y.check('product');
  await expect(cartLink(page)).toContainText('(1)');
  await page.reload();
  await onPage(page, a11y, PRODUCT, 'product, reloaded');
  await expect(cartLink(page)).toContainText('(1)');

  // Logging in merges the guest's line into the demo customer's cart (two seeded lines, three units).
  await page.goto('/customer/login?next=%2Fcustomer%2Fcheckout');
  await onPage(page, a11y, /log in|sign in/i, 'customer login');
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
  await onPage(page, a11y, /check ?out/i, 'checkout');
  await expect(cartLink(page)).toContainText('(4)');
  // Through the steps to the review, where the items are listed; a reload stays there.
  await continueCheckout(page, a11y, 'delivery');
  await continueCheckout(page, a11y, 'payment');
  await continueCheckout(page, a11y, 'review');
  await expect(page.getByRole('main').getByText(PRODUCT).first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/customer\/checkout\?step=review$/);
  await onPage(page, a11y, /check ?out/i, 'checkout, reloaded');
  await expect(cartLink(page)).toContainText('(4)');
  await expect(page.getByRole('main').getByText(PRODUCT).first()).toBeVisible();
});

for (const [label, value] of [
  ['invalid JSON', '{"state":{"cart":'],
  ['a value of the wrong shape', '{"state":{"cart":42,"user":"x","customer":[1,2]},"version":999}'],
] as const) {
  test(`corrupt persisted state (${label}) in '${PERSIST_KEY}' still loads the app`, async ({
    page,
    a11y,
  }) => {
    // Written before the app's first script runs.
    await page.addInitScript(
      ([key, corrupt]) => {
        if (!sessionStorage.getItem('corrupted')) {
          localStorage.setItem(key, corrupt);
          sessionStorage.setItem('corrupted', '1');
        }
      },
      [PERSIST_KEY, value] as const,
    );
    await page.goto('/');
    await onPage(page, a11y, /.+/, 'home, corrupt state');
    await expect(cartLink(page)).toContainText('(0)');
    await expect(page.getByRole('link', { name: /log in/i })).toBeVisible();

    // The app works on: a cart line persists over the corrupt value.
    await addDress(page);
    await a11y.check('product');
    await expect(cartLink(page)).toContainText('(1)');
    await page.reload();
    await expect(mainHeading(page, PRODUCT)).toBeVisible();
    await expect(cartLink(page)).toContainText('(1)');
  });
}

test('a corrupt sandbox snapshot falls back to the seed data', async ({ page, a11y }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('corrupted')) {
      localStorage.setItem(key, '{"version":1,"tables":');
      sessionStorage.setItem('corrupted', '1');
    }
  }, SANDBOX_STATE_KEY);
  await page.goto('/category/1');
  await onPage(page, a11y, /fashion/i, 'category, corrupt sandbox');
  await expect(page.getByRole('link', { name: PRODUCT }).first()).toBeVisible();
});
