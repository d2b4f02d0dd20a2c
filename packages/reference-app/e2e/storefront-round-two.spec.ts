import { DEMO_PASSWORD, mainHeading, onPage, submitLogin, toasts } from './app';
import { expect, test } from './fixtures';

// Issue 25's defects a shopper meets on a phone: a product opened from far down the home page opens at its
// top and Back returns where the list was (the router's scroll restoration); the built JavaScript comes
// compressed; a toast hides neither the header nor the page's heading; the logged-in header stays one
// row; a store that does not exist is a not-found page.
test.use({ viewport: { width: 390, height: 844 } });

test('a phone shopper: scroll kept on Back, toasts below the header, one-row header, store not found', async ({
  page,
  a11y,
}) => {
  const encodings: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/index-[^/]+\.js$/.test(response.url()))
      encodings.push(response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/');
  await onPage(page, a11y, /shop stores across nigeria/i, 'home');
  expect(encodings).toEqual(['gzip']);

  // A product far down the page: its page opens at the top, and Back returns to the card.
  const picked = page.getByRole('region', { name: 'Picked for you' });
  const card = picked.getByRole('article').first();
  await card.scrollIntoViewIfNeeded();
  const link = card.getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(2000);
  await link.click();
  await expect(mainHeading(page, name)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await a11y.check('product opened from far down the home page');
  await page.goBack();
  await expect(mainHeading(page, /shop stores across nigeria/i)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);

  // A toast (a refused login) sits below the header and clear of the page's heading.
  await page.goto('/customer/login');
  await onPage(page, a11y, /log in/i, 'login');
  await submitLogin(page, 'customer@demo.test', 'not-the-password');
  const toast = toasts(page).getByText('Invalid email or password');
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const headerBox = await page.locator('header.site-header').boundingBox();
  const headingBox = await mainHeading(page, /log in/i).boundingBox();
  if (!toastBox || !headerBox || !headingBox) throw new Error('no boxes');
  expect(toastBox.y).toBeGreaterThan(headerBox.y + headerBox.height);
  expect(toastBox.y).toBeGreaterThan(headingBox.y + headingBox.height);

  // Logged in, the header's first row holds the shop's name, the cart, the account and the menu.
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  const rowOf = async (locator: ReturnType<typeof page.locator>) => {
    const box = await locator.boundingBox();
    return box ? Math.round(box.y + box.height / 2) : -1;
  };
  const logo = await rowOf(page.getByRole('link', { name: 'Marketplace', exact: true }));
  for (const item of [
    page.getByRole('link', { name: /^Cart/ }),
    page.getByRole('link', { name: 'Account', exact: true }),
    page.getByRole('button', { name: /categories/i }),
  ])
    expect(Math.abs((await rowOf(item)) - logo)).toBeLessThanOrEqual(8);
  await a11y.check('logged-in header on a phone');

  await page.goto('/store/999');
  await onPage(page, a11y, 'Store not found', 'store not found');
  await expect(page.getByRole('link', { name: 'Go to the shop' })).toBeVisible();
});
