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
