import { A11y, expect, test } from './fixtures';

// The accessibility check must be able to fail: on a page with known serious violations it reports them.

test('the axe check reports serious and critical violations', async ({ page }, testInfo) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>' +
      '<h1>Broken page</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>' +
      '<p style="color:#bbb;background:#fff">Low contrast text</p></main></body></html>',
  );
  const probe = new A11y(page, testInfo);
  await probe.check('broken page');
  expect(probe.findings.map((f) => f.rule).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(probe.report()).toContain('[critical] broken page');
});

// The page bookkeeping follows the test's steps, not the clock: an address opened and never checked is
// reported, one checked before the next is not, however long either stayed on screen.
test('the axe bookkeeping names the addresses opened without a check', async ({ page, a11y }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check('cart');
  expect(a11y.unchecked()).toEqual(['/contact']);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check('contact');
  expect(a11y.unchecked()).toEqual([]);
});
