import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, onPage, submitLogin } from './app';
import { type A11y, expect, test } from './fixtures';

// The main pages on a 360 px phone, where nothing may overflow sideways (in every test run), and their
// screenshots at 1280 px for the docs (`pnpm --filter @marketplace/reference-app screenshots`; tagged
// @docs, which the test run leaves out: it proves nothing the phone tour and the other specs do not, and
// was the suite's slowest test). Both are written to packages/reference-app/screenshots/ (git-ignored).

const DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

interface MainPage {
  name: string;
  heading: RegExp;
  /** Opens the page (checking any page on the way with axe). */
  open(page: Page, a11y: A11y, suffix: string): Promise<void>;
}

const visit =
  (path: string) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
  };

/** The main pages, in the order a customer meets them; the demo customer's cart and orders fill them. */
const PAGES: MainPage[] = [
  { name: 'login', heading: /log in/i, open: visit('/customer/login') },
  { name: 'home', heading: /.+/, open: visit('/') },
  { name: 'category', heading: /^fashion$/i, open: visit('/category/1') },
  { name: 'product', heading: /^ankara print midi dress$/i, open: visit('/product/1') },
  { name: 'cart', heading: /cart/i, open: visit('/customer/cart') },
  { name: 'checkout', heading: /check ?out/i, open: visit('/customer/checkout') },
  {
    name: 'order-detail',
    heading: /^order \S+/i,
    open: async (page, a11y, suffix) => {
      await page.goto('/customer/orders');
      await onPage(page, a11y, /orders/i, `orders${suffix}`);
      await page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') })
        .first()
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
    },
  },
];

async function logIn(page: Page, a11y: A11y, suffix: string): Promise<void> {
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/?$/);
  await onPage(page, a11y, /account/i, `customer account${suffix}`);
}

/** Opens each main page (logging in after the login page), checks it, and hands it to `each`. */
async function tour(page: Page, a11y: A11y, suffix: string, each: (name: string) => Promise<void>) {
  for (const entry of PAGES) {
    await entry.open(page, a11y, suffix);
    await onPage(page, a11y, entry.heading, `${entry.name}${suffix}`);
    // Images loaded, so the picture is stable.
    await page.waitForLoadState('networkidle');
    await each(entry.name);
    if (entry.name === 'login') await logIn(page, a11y, suffix);
  }
}

test('screenshots of the main pages (desktop)', { tag: '@docs' }, async ({ page, a11y }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await tour(page, a11y, '', async (name) => {
    await page.screenshot({ path: `${DIR}${name}.png`, animations: 'disabled' });
  });
});

test('the main pages fit a 360 px phone', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflowing: string[] = [];
  await tour(page, a11y, ' (phone)', async (name) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) overflowing.push(`${name}: ${width} px wide`);
    await page.screenshot({ path: `${DIR}phone-${name}.png`, animations: 'disabled' });
  });
  expect(overflowing, 'pages wider than the 360 px screen').toEqual([]);
});
