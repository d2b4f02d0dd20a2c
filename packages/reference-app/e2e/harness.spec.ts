import { A11y, expect, test } from './fixtures';
import { pageShape } from './pageShape';

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

// Axe's answer is reused for a page of the same shape: the words and the number of like rows may differ,
// anything its rules read may not (an empty name, a class, an id used twice).
test('a page of the same shape reuses the answer; a change axe reads does not', async ({ page }) => {
  const shapeOf = async (body: string) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`,
    );
    return pageShape(page);
  };
  const rows = (names: string[]) =>
    `<ul>${names.map((name) => `<li><a href="/p/${name}">${name}</a></li>`).join('')}</ul>`;
  const list = await shapeOf(rows(['Ankara dress', 'Kaftan']));
  expect(await shapeOf(rows(['Agbada', 'Wrapper', 'Gele']))).toBe(list);
  expect(await shapeOf(`<ul><li><a href="/p/x"></a></li></ul>`)).not.toBe(list);
  expect(await shapeOf(`<ul class="wide">${rows(['A']).slice(4)}`)).not.toBe(list);

  const named = await shapeOf('<img src="a.png" alt="A red dress"><button>Buy</button>');
  expect(await shapeOf('<img src="b.png" alt="Kaftan"><button>Add to cart</button>')).toBe(named);
  expect(await shapeOf('<img src="b.png" alt=""><button>Add to cart</button>')).not.toBe(named);
  expect(await shapeOf('<img src="b.png" alt="Kaftan"><button></button>')).not.toBe(named);

  const labelled = await shapeOf(
    '<label for="a">Name</label><input id="a"><label for="b">City</label><input id="b">',
  );
  expect(await shapeOf('<label for="x">N</label><input id="x"><label for="y">C</label><input id="y">')).toBe(
    labelled,
  );
  expect(
    await shapeOf('<label for="a">N</label><input id="a"><label for="a">C</label><input id="a">'),
  ).not.toBe(labelled);
});

test('a broken page of a new shape is checked, after a sound one was', async ({ page }, testInfo) => {
  const probe = new A11y(page, testInfo);
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>T</title></head><body><main><h1>Shop</h1><button>Buy</button></main></body></html>',
  );
  await probe.check('sound page');
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>T</title></head><body><main><h1>Shop</h1><button></button></main></body></html>',
  );
  await probe.check('broken page');
  expect(probe.findings.map((f) => `${f.page}: ${f.rule}`)).toEqual(['broken page: button-name']);
});
