// Issue 27: the storefront renders on the server. The HTML the server sends (read without JavaScript, as
// WhatsApp and search engines do) holds each page's content; the pages then hydrate and work, without a
// console error or warning, over a saved guest cart and for a logged-in customer, whose cart count is in
// the first HTML. Each test makes what it needs (its own browser context, its own new customer), so the
// tests do not depend on each other's order or on the other shared specs.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { type A11y, expect, test } from '../fixtures';

/** The seed's first category and product (the pages Lighthouse measures too). */
const CATEGORY_ID = 1;
const PRODUCT_ID = 1;

interface ApiProduct {
  name: string;
  hostedImages?: string[];
}

/** An answer of the API the server serves (its in-process sandbox), as `data`. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), `GET /api/v1${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The server's HTML of `path`, as text with React's text separators taken out. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return (await response.text()).replaceAll('<!-- -->', '');
}

/** The console's errors and warnings and the uncaught errors of a page, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The header's cart count as the eye reads it: "(3)". */
const cartCount = (page: Page) => page.locator('.site-header__cart-count');

/**
 * Opens `path` in a page and waits until the app has hydrated it (React's root is attached); then axe
 * checks it, when the test's page is the fixture's.
 */
async function openHydrated(page: Page, path: string, a11y?: A11y): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await a11y?.check(path);
}

/** `text` as React writes it into HTML. */
const htmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

test('the server sends the home, category and product pages with their content, before any JavaScript', async ({
  request,
}) => {
  const top = await api<{ name: string }[]>(request, '/categories/getTopCategories');
  const home = await serverHtml(request, '/');
  expect(home).toContain('Shop stores across Nigeria');
  expect(top.length).toBeGreaterThan(0);
  // As HTML writes text: a name with '&' ("Phones & Tablets") is '&amp;' in the page.
  for (const category of top.slice(0, 3)) expect(home).toContain(htmlText(category.name));

  const category = await api<{ name: string }>(request, `/categories/getonecategory/${CATEGORY_ID}`);
  const categoryHtml = await serverHtml(request, `/category/${CATEGORY_ID}`);
  expect(categoryHtml).toMatch(
    new RegExp(`<link data-page-head="" rel="canonical" href="http[^"]*/category/${CATEGORY_ID}"`),
  );
  expect(categoryHtml).toMatch(new RegExp(`<h1[^>]*>${category.name}</h1>`));

  const product = await api<ApiProduct>(request, `/products/customer/product/${PRODUCT_ID}`);
  const productHtml = await serverHtml(request, `/product/${PRODUCT_ID}`);
  // What WhatsApp and search engines read: the title with the price, Open Graph and the Product's JSON-LD.
  expect(productHtml).toMatch(
    new RegExp(`<title data-page-head="">${product.name} — ₦[\\d,]+ \\| Marketplace</title>`),
  );
  expect(productHtml).toContain(`property="og:title" content="${product.name}"`);
  expect(productHtml).toMatch(/property="og:image" content="http[^"]+"/);
  expect(productHtml).toMatch(/property="product:price:amount" content="\d+\.\d{2}"/);
  expect(productHtml).toContain('property="product:price:currency" content="NGN"');
  expect(productHtml).toContain('name="twitter:card" content="summary_large_image"');
  const jsonLd = productHtml.match(
    /<script data-page-head="" type="application\/ld\+json">(.*?)<\/script>/,
  )?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: { '@type': 'Offer', priceCurrency: 'NGN' },
  });
  expect(productHtml).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
  // The price in naira, and the main picture's URL.
  expect(productHtml).toMatch(/₦\d{1,3}(,\d{3})*\.\d{2}/);
  const picture = product.hostedImages?.[0];
  expect(picture, 'the seed product has a picture').toBeTruthy();
  expect(productHtml).toContain(picture);

  // A product that does not exist is a 404 page, not an empty 200.
  expect((await request.get('/product/99999999')).status()).toBe(404);
});

test('a hydrated product page adds to the cart, and the category menu opens, with no console error', async ({
  page,
  a11y,
}) => {
  const problems = consoleProblems(page);
  await openHydrated(page, `/product/${PRODUCT_ID}`, a11y);
  await expect(cartCount(page)).toHaveText('(0)');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(cartCount(page)).toHaveText('(1)');

  await openHydrated(page, '/', a11y);
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a saved guest cart hydrates over each storefront page without a warning', async ({ page, a11y }) => {
  const problems = consoleProblems(page);
  await openHydrated(page, `/product/${PRODUCT_ID}`, a11y);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(cartCount(page)).toHaveText('(1)');
  const paths = [
    '/',
    `/category/${CATEGORY_ID}`,
    `/product/${PRODUCT_ID}`,
    '/search?q=phone',
    '/marketplace',
    '/collection/1',
    '/store/1',
  ];
  for (const path of paths) {
    await openHydrated(page, path, a11y);
    // The server's HTML shows no saved cart; the browser restores it after hydration.
    await expect(cartCount(page), path).toHaveText('(1)');
  }
  expect(problems).toEqual([]);
});

/** A new customer, signed up and confirmed through the API and the outbox, so no other test shares them. */
async function newCustomer(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; password: string }> {
  const email = `ssr.${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'secret123';
  const signup = await request.post('/api/v1/auth/customer/signup', {
    data: { firstName: 'Kemi', lastName: 'Adewale', email, password, phone: '08031234567' },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const outbox = (await (await request.get(`/sandbox/emails?to=${encodeURIComponent(email)}`)).json()) as {
    data: { kind: string; token?: string }[];
  };
  const token = outbox.data.find((mail) => mail.kind === 'confirmation')?.token;
  expect(token, 'a confirmation email').toBeTruthy();
  expect((await request.get(`/api/v1/auth/customer/confirmation/${token}`)).ok()).toBe(true);
  return { email, password };
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/customer/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test("a logged-in customer's cart count is in the first HTML, and the page hydrates over it", async ({
  browser,
  request,
}) => {
  const { email, password } = await newCustomer(request, 'cart');
  const context: BrowserContext = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await logIn(page, email, password);
    await openHydrated(page, `/product/${PRODUCT_ID}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(cartCount(page)).toHaveText('(1)');
    await openHydrated(page, '/product/2');
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(cartCount(page)).toHaveText('(2)');

    // The server reads the token cookie: the first HTML already counts the customer's two items.
    const html = await serverHtml(context.request, '/');
    expect(html).toContain('class="site-header__cart-count">(2)</span>');
    await openHydrated(page, '/');
    await expect(cartCount(page)).toHaveText('(2)');
    await openHydrated(page, `/category/${CATEGORY_ID}`);
    await expect(cartCount(page)).toHaveText('(2)');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
