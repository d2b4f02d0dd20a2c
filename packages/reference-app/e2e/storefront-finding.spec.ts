import { onPage } from './app';
import { expect, test } from './fixtures';

// Issue 15, finding products and buying on a phone: the header's category menu, sorting in the URL, a
// variant showing its picture, and the cart drawer confirming the add where the shopper looks.
test.use({ viewport: { width: 390, height: 844 } });

test('a phone shopper finds a dress through the menu, sorts, picks a colour and sees the cart drawer', async ({
  page,
  a11y,
}) => {
  await page.goto('/');
  await onPage(page, a11y, 'Shop stores across Nigeria', 'home');

  // The category menu, from the header, reaches a child category.
  await page.getByRole('button', { name: 'Categories' }).click();
  const menu = page.getByRole('navigation', { name: 'Categories' });
  await menu.getByRole('button', { name: 'Fashion' }).click();
  await expect(menu.getByRole('link', { name: 'Dresses' })).toBeVisible();
  await a11y.check('category menu open');
  await menu.getByRole('link', { name: 'Dresses' }).click();
  await onPage(page, a11y, 'Dresses', 'child category');
  await expect(menu).toBeHidden();

  // On a phone the filters start folded: the first product shows on the first screen.
  await expect(page.getByLabel('Minimum price (₦)')).toBeHidden();
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('article').first()).toBeInViewport();

  // Sorting by price, highest first, goes into the URL and orders the cards.
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(async () => {
    const prices = (await products.locator('.price__amount').allTextContents()).map((t) =>
      Number(t.replace(/[^0-9.]/g, '')),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  }).toPass();
  await a11y.check('sorted category');

  // A variant product's card offers its options.
  await products.getByRole('link', { name: 'Choose options: Ankara Print Midi Dress' }).click();
  await onPage(page, a11y, 'Ankara Print Midi Dress', 'product');

  // Picking a colour shows its picture.
  const main = page.locator('.gallery__main');
  await page
    .getByRole('group', { name: /^colou?r/i })
    .getByRole('radio', { name: 'Orange', exact: true })
    .check();
  await expect(main).toHaveAttribute('src', /~2\.svg$/);
  await page.getByRole('group', { name: /^size/i }).getByRole('radio', { name: 'M', exact: true }).check();

  // The add is confirmed in a drawer on screen, and the header's count follows.
  await page.locator('.purchase__add').click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeInViewport();
  await expect(drawer).toContainText('Ankara Print Midi Dress (M, Orange)');
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /cart/i }),
  ).toContainText('(1)');
  await a11y.check('cart drawer');
  await drawer.getByRole('link', { name: 'View cart and check out' }).click();
  await onPage(page, a11y, /your cart/i, 'guest cart');
  const line = page.getByRole('article', { name: 'Ankara Print Midi Dress' });
  await expect(line.getByRole('link', { name: 'Ankara Print Midi Dress' })).toHaveAttribute(
    'href',
    '/product/1',
  );
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Subtotal');
});

test('a search that finds nothing offers its words and the categories', async ({ page, a11y }) => {
  await page.goto('/search?q=samsung%20zzzz');
  await onPage(page, a11y, 'Results for “samsung zzzz”', 'no results');
  await expect(page.getByRole('search')).toHaveCount(1);
  await page.getByRole('link', { name: /^samsung \(\d+ products?\)$/ }).click();
  await onPage(page, a11y, 'Results for “samsung”', 'results');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('article').first()).toBeVisible();
});
