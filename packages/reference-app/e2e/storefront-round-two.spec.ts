import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, logInAsDemoCustomer, mainHeading, onPage, submitLogin, toasts } from './app';
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
  const styles: string[] = [];
  page.on('response', (response) => {
    const encoding = response.headers()['content-encoding'] ?? 'none';
    if (/\/assets\/index-[^/]+\.js$/.test(response.url())) encodings.push(encoding);
    if (/\/assets\/[^/]+\.css$/.test(response.url()))
      styles.push(`${new URL(response.url()).pathname} ${encoding}`);
  });
  await page.goto('/');
  await onPage(page, a11y, /shop stores across nigeria/i, 'home');
  expect(encodings).toEqual(['gzip']);
  // The style sheets too.
  expect(styles.length).toBeGreaterThan(0);
  for (const sheet of styles) expect(sheet).toMatch(/ gzip$/);

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

/** How far the window is scrolled. */
function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** A link (or button) deep in the page, scrolled into view: the window is then scrolled more than `deep` px. */
async function deepLink(page: Page, link: Locator, deep: number): Promise<number> {
  await link.scrollIntoViewIfNeeded();
  const at = await scrollY(page);
  expect(at).toBeGreaterThan(deep);
  return at;
}

/** The page opened at its top (waits for it: the new page's heading shows before its scroll is set). */
async function openedAtTop(page: Page): Promise<void> {
  await expect.poll(() => scrollY(page)).toBe(0);
}

/** Back returns to where the page was scrolled (within a few pixels). */
async function backTo(page: Page, heading: string | RegExp, at: number): Promise<void> {
  await page.goBack();
  await expect(mainHeading(page, heading)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(at - 50);
  expect(await scrollY(page)).toBeLessThan(at + 50);
}

test('search results, checkout, an order and the returns open at their top; Back returns to the list', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);

  // Search results, asked for from far down the home page (the header's box, sent with Enter).
  await page.goto('/');
  await onPage(page, a11y, /shop stores across nigeria/i, 'home');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('a');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
  await page.keyboard.press('Enter');
  await expect(mainHeading(page, 'Results for “a”')).toBeVisible();
  await openedAtTop(page);
  await a11y.check('search results opened from far down the home page');

  // A product far down the results, and Back to the results where they were.
  const last = page.getByRole('article').last().getByRole('heading').getByRole('link');
  const product = ((await last.textContent()) ?? '').trim();
  const results = await deepLink(page, last, 1500);
  await last.click();
  await expect(mainHeading(page, product)).toBeVisible();
  await openedAtTop(page);
  await backTo(page, 'Results for “a”', results);

  // The checkout, from the cart's button at the bottom of the phone's screen.
  await page.goto('/customer/cart');
  await onPage(page, a11y, 'Your cart', 'cart');
  await deepLink(page, page.getByRole('link', { name: 'Proceed to checkout' }), 300);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(mainHeading(page, 'Checkout')).toBeVisible();
  await openedAtTop(page);
  await a11y.check('checkout opened from the bottom of the cart');
  // Each step too, from its button under the summary at the bottom of the page.
  const next = page.getByRole('button', { name: 'Continue to delivery' });
  await deepLink(page, next, 300);
  await next.click();
  await expect(page).toHaveURL(/step=delivery/);
  await openedAtTop(page);

  // An order, from the bottom of the order history; Back returns there.
  await page.goto('/customer/orders');
  await onPage(page, a11y, 'My orders', 'order history');
  const oldest = page.getByRole('main').getByRole('link', { name: /^ORD-/ }).last();
  const order = ((await oldest.textContent()) ?? '').trim();
  const history = await deepLink(page, oldest, 1500);
  await oldest.click();
  await expect(mainHeading(page, `Order ${order}`)).toBeVisible();
  await openedAtTop(page);
  await a11y.check('order opened from the bottom of the history');
  await backTo(page, 'My orders', history);

  // The returns, from an order's return far down its page.
  const returned = page.getByRole('main').getByRole('link', { name: 'ORD-2026-000025' });
  await returned.click();
  await expect(mainHeading(page, 'Order ORD-2026-000025')).toBeVisible();
  await openedAtTop(page);
  const seeReturns = page.getByRole('link', { name: 'See my returns' });
  await deepLink(page, seeReturns, 1000);
  await seeReturns.click();
  await expect(mainHeading(page, 'My returns')).toBeVisible();
  await openedAtTop(page);
  await a11y.check('returns opened from far down an order');
});

test('a phone shopper sees each gift card’s status and expiry, under their names, without scrolling sideways', async ({
  page,
  a11y,
}) => {
  await logInAsDemoCustomer(page, a11y);
  await page.goto('/customer/gift-cards');
  await onPage(page, a11y, 'Gift cards', 'gift cards on a phone');
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The table's box does not scroll sideways: every cell fits in the phone's width.
  const scroller = page.locator('.table-scroll').filter({ has: table });
  expect(await scroller.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  for (const row of await rows.all()) {
    for (const column of ['Status', 'Expires']) {
      const cell = row.locator(`td[data-label="${column}"]`);
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
      await expect(cell).not.toHaveText('');
      // The column's name shows above the value (the table's head is for screen readers on a phone).
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${column}"`);
    }
  }
  await expect(rows.locator('td[data-label="Status"]').first()).toHaveText(
    /Active|Redeemed|Expired|Pending|Disabled/,
  );
  await expect(rows.locator('td[data-label="Expires"]').first()).toHaveText(/\d{4}/);
});

test('on a phone a toast on the cart never covers the header', async ({ page, a11y }) => {
  await logInAsDemoCustomer(page, a11y);
  await page.goto('/customer/cart');
  await onPage(page, a11y, 'Your cart', 'cart on a phone');
  await page.getByLabel(/^coupon code/i).fill('WELCOME10');
  await page.getByRole('button', { name: /^apply coupon$/i }).click();
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Coupon applied successfully' });
  await expectApart(toast, page.locator('header.site-header'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectApart(toast, page.locator('header.site-header'));
  await a11y.check('cart on a phone with a toast');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a phone shopper pinches a product picture to zoom it', async ({ page, a11y }) => {
    await page.goto('/product/1');
    await onPage(page, a11y, 'Ankara Print Midi Dress', 'product on a touch screen');
    await page.getByRole('button', { name: 'Zoom picture 1 of 3' }).tap();
    const zoom = page.getByRole('dialog', { name: 'Ankara Print Midi Dress: zoomed pictures' });
    const status = zoom.getByText(/whole picture|zoomed/);
    await expect(status).toHaveText('Picture 1 of 3, whole picture');
    await a11y.check('zoomed pictures on a touch screen');
    const box = await zoom.getByRole('button', { name: /click or tap to zoom/ }).boundingBox();
    if (!box) throw new Error('no stage');
    // Two fingers on the stage's centre, moved apart or together (Chromium's touch events, as a phone's).
    const cdp = await page.context().newCDPSession(page);
    const pinch = async (gaps: number[]) => {
      const fingers = (gap: number) => [
        { x: box.x + box.width / 2 - gap / 2, y: box.y + box.height / 2, id: 1 },
        { x: box.x + box.width / 2 + gap / 2, y: box.y + box.height / 2, id: 2 },
      ];
      const [first, ...rest] = gaps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(first ?? 0) });
      for (const gap of rest)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // 60 px apart to 150 px: 2.5 times.
    await pinch([60, 80, 100, 120, 150]);
    await expect(status).toHaveText('Picture 1 of 3, zoomed 250%');
    expect(await zoom.getByRole('img').evaluate((img) => getComputedStyle(img).transform)).not.toBe('none');
    // Together again: back to the whole picture, never smaller.
    await pinch([150, 120, 90, 60, 30]);
    await expect(status).toHaveText('Picture 1 of 3, whole picture');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a product picture zooms with a click and the keyboard', async ({ page, a11y }) => {
    await page.goto('/product/1');
    await onPage(page, a11y, 'Ankara Print Midi Dress', 'product on a desktop');
    const opener = page.getByRole('button', { name: 'Zoom picture 1 of 3' });
    await opener.click();
    const zoom = page.getByRole('dialog', { name: 'Ankara Print Midi Dress: zoomed pictures' });
    const status = zoom.getByText(/whole picture|zoomed/);
    await expect(status).toHaveText('Picture 1 of 3, whole picture');
    const stage = zoom.getByRole('button', { name: /click or tap to zoom/ });
    await expect(stage).toBeFocused();
    await a11y.check('zoomed pictures on a desktop');
    await stage.click({ position: { x: 40, y: 40 } });
    await expect(status).toHaveText('Picture 1 of 3, zoomed 250%');
    await stage.click({ position: { x: 40, y: 40 } });
    await expect(status).toHaveText('Picture 1 of 3, whole picture');
    await page.keyboard.press('+');
    await expect(status).toHaveText('Picture 1 of 3, zoomed 150%');
    await page.keyboard.press('0');
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Picture 2 of 3, whole picture');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Picture 2 of 3, zoomed 250%');
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoom picture 2 of 3' })).toBeFocused();
  });

  test('a toast never covers the order summary of the cart or the checkout', async ({ page, a11y }) => {
    await logInAsDemoCustomer(page, a11y);
    await page.goto('/customer/cart');
    await onPage(page, a11y, 'Your cart', 'cart on a desktop');
    const cartTotals = page.getByRole('complementary', { name: 'Cart totals' });
    await page.getByLabel(/^coupon code/i).fill('WELCOME10');
    await page.getByRole('button', { name: /^apply coupon$/i }).click();
    await expectApart(
      toasts(page).getByRole('listitem').filter({ hasText: 'Coupon applied successfully' }),
      cartTotals,
    );
    // With a gift card too the summary is taller, down to the bottom of the screen.
    await page.getByLabel(/^gift card code/i).fill('GIFT-DEMO-5000');
    await page.getByRole('button', { name: /^apply gift card$/i }).click();
    await expectApart(
      toasts(page).getByRole('listitem').filter({ hasText: 'Gift card applied successfully' }),
      cartTotals,
    );
    await a11y.check('cart with a toast');

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await onPage(page, a11y, 'Checkout', 'checkout on a desktop');
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(page).toHaveURL(/step=delivery/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/step=payment/);
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await expectApart(
      toasts(page)
        .getByRole('listitem')
        .filter({ hasText: /removed/i }),
      page.getByRole('complementary', { name: 'Order total' }),
    );
    await a11y.check('checkout with a toast');
  });
});

test('an order’s receipt prints alone: the invoice, without the shop around it or its buttons', async ({
  page,
  a11y,
}) => {
  // The browser's print dialog is counted, not opened.
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await logInAsDemoCustomer(page, a11y);
  await page.goto('/customer/orders/25');
  await onPage(page, a11y, 'Order ORD-2026-000025', 'an order');
  await page.getByRole('link', { name: 'Invoice' }).click();
  const invoice = page.getByRole('article', { name: /^Invoice INV-/ });
  await expect(invoice).toContainText('Sold by');
  await a11y.check('invoice');
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText('Delivered to');
  for (const around of [
    page.locator('header.site-header'),
    page.locator('footer.site-footer'),
    page.getByRole('button', { name: 'Print' }),
    page.getByRole('link', { name: 'Back to the order' }),
  ])
    await expect(around).toBeHidden();
});

/** The two boxes, once `toast` shows, share no pixel. */
async function expectApart(toast: Locator, other: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  const a = await toast.boundingBox();
  const b = await other.boundingBox();
  if (!a || !b) throw new Error('no boxes');
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  expect(overlapX <= 0 || overlapY <= 0, `toast ${JSON.stringify(a)} over ${JSON.stringify(b)}`).toBe(true);
}
