// Issue 27 §1: each storefront route's server data (loadPageData) renders its screen's first screen on
// the server: the route's screen, rendered to HTML under the app's providers with the loader's answers
// as the provider's fallback and nothing else (the server's render makes no call), shows the content,
// not a loading state. A fallback keyed otherwise than the screen's hooks (another page size) leaves the
// screen loading: the keys are what these tests prove.

import type { FallbackEntry, MarketplaceFallback } from '@marketplace/react-hooks/server';
import { createMemoryTokenStore, formatMoney } from '@marketplace/sdk';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadPageData, type PageData } from '../../src/app/ssr/loadPageData';
import { clientFor, setupSandbox, table } from '../storefront/support';
import { ORIGIN, pageAt, routeOf } from './pageAt';

const ctx = setupSandbox();

/** The server's side of one request: the page's data, and its screen rendered to HTML with it. */
async function serve(path: string, change?: (fallback: MarketplaceFallback) => MarketplaceFallback) {
  const url = new URL(path, ORIGIN);
  const client = clientFor(createMemoryTokenStore(), () => url.pathname);
  const route = routeOf(path);
  const data = await loadPageData({ url, client, match: { id: route.id, params: route.params } });
  const requestsBefore = ctx.requests.length;
  const html = renderToString(pageAt(path, client, change ? change(data.fallback) : data.fallback));
  // The server's render reads the fallback only.
  expect(ctx.requests.length).toBe(requestsBefore);
  return { html, data };
}

const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The text of the HTML's spinners ("Loading the product", ...). */
const spinners = (html: string) =>
  [...html.matchAll(/class="spinner__label">([^<]*)</g)].map((m) => m[1] as string);

/** The fallback with every entry of one operation keyed with another page size. */
const withLimit = (operation: string, limit: number) => (fallback: MarketplaceFallback) =>
  fallback.map((entry): FallbackEntry => {
    if (entry.key[0] !== operation) return entry;
    const params = entry.key[1];
    const query = params.query as Record<string, unknown> | undefined;
    return {
      ...entry,
      key: [entry.key[0], { ...params, query: { ...query, limit } }],
    } as FallbackEntry;
  });

const expectOk = (data: PageData) => expect(data.status).toBe(200);

describe('loadPageData', () => {
  it('product: the name, the price in naira, the picture and the breadcrumb in the HTML; no loading', async () => {
    const { html, data } = await serve('/product/1');
    expectOk(data);
    expect(html).toContain(`<h1 class="product-page__name">Ankara Print Midi Dress</h1>`);
    expect(html).toContain(escaped(formatMoney(15500)));
    expect(html).toMatch(/<img[^>]*class="gallery__main"[^>]*src="http:\/\/sandbox.test\/sandbox-assets\//);
    // The breadcrumb's categories are links (the category list and the child categories came along).
    expect(html).toMatch(/<a href="\/category\/\d+\/\d+\/\d+"/);
    // Reviews are in; what waits for the picture (the store's other products) says so, on purpose.
    expect(spinners(html)).toEqual(['Loading more from adaeze styles']);
    expect(data.head.title).toBe('Ankara Print Midi Dress — ₦15,500 | Marketplace');
  });

  it('category: its name, sub-categories and first page of products; no loading', async () => {
    const categories = table(ctx.sandbox, 'categories').all();
    const category = categories[0] as { id: number; name: string };
    const { html, data } = await serve(`/category/${category.id}`);
    expectOk(data);
    expect(html).toContain(`<h1>${escaped(category.name)}</h1>`);
    const rows = table(ctx.sandbox, 'products')
      .all()
      .filter((p) => p.categoryId === category.id && p.approvalStatus === 'approved' && !p.deleted);
    expect(rows.length).toBeGreaterThan(0);
    const listed = data.fallback.find((entry) => entry.key[0] === 'getAllCustomerProducts');
    const page = (listed as { data: { rows: { name: string }[] } }).data.rows;
    expect(page.length).toBeGreaterThan(0);
    for (const product of page) expect(html).toContain(escaped(product.name));
    expect(spinners(html)).toEqual([]);
    expect(data.head.title).toBe(`${category.name} | Marketplace`);
  });

  it('category: page 2 sorted by price is the page the screen asks for', async () => {
    const category = table(ctx.sandbox, 'categories').all()[0] as { id: number };
    const { html } = await serve(`/category/${category.id}?sort=price-asc&page=2`);
    expect(spinners(html)).toEqual([]);
  });

  it('home: the top categories and super deals in the HTML; the later sections wait, on purpose', async () => {
    const { html, data } = await serve('/');
    expectOk(data);
    const top = data.fallback.find((entry) => entry.key[0] === 'getTopCategories') as {
      data: { name: string }[];
    };
    const deals = data.fallback.find((entry) => entry.key[0] === 'getSuperDeals') as {
      data: { name: string }[];
    };
    expect(top.data.length).toBeGreaterThan(0);
    expect(deals.data.length).toBeGreaterThan(0);
    for (const category of top.data) expect(html).toContain(escaped(category.name));
    for (const product of deals.data) expect(html).toContain(escaped(product.name));
    expect(spinners(html)).not.toContain('Loading top categories');
    expect(spinners(html)).not.toContain('Loading super deals');
  });

  it('store: its name, products and score; no loading', async () => {
    const { html, data } = await serve('/store/1');
    expectOk(data);
    expect(html).toContain('Adaeze Styles');
    expect(html).toContain('Ankara Print Midi Dress');
    expect(html).not.toContain('aria-busy="true"');
    expect(spinners(html)).toEqual([]);
    expect(data.head.title).toBe('Adaeze Styles | Marketplace');
  });

  it('search, marketplace, a marketplace product and a collection render with their data', async () => {
    const search = await serve('/search?q=charger');
    expect(search.html).toMatch(/Oraimo/i);
    expect(spinners(search.html)).toEqual([]);
    expect(search.data.head.robots).toBe('noindex, follow');
    // A misspelt term: the correction and the corrected term's results are in the HTML.
    const misspelt = await serve('/search?q=samsnug');
    expect(misspelt.html).toContain('Did you mean');
    expect(misspelt.html).toMatch(/Samsung Galaxy/);
    expect(spinners(misspelt.html)).toEqual([]);
    const none = await serve('/search');
    expect(spinners(none.html)).toEqual([]);
    expect(none.html).toContain('Or browse a category');

    const marketplace = await serve('/marketplace');
    expect(spinners(marketplace.html)).toEqual([]);

    const listed = marketplace.data.fallback[0] as { data: { id: number; name: string }[] };
    const first = listed.data[0] as { id: number; name: string };
    const product = await serve(`/marketplace/${first.id}`);
    expect(product.html).toContain(escaped(first.name));
    expect(product.data.head.canonical).toBe(`${ORIGIN}/product/${first.id}`);

    const collection = table(ctx.sandbox, 'featuredCollections').all()[0] as { id: number; title: string };
    const page = await serve(`/collection/${collection.id}`);
    expect(page.html).toContain(escaped(collection.title));
    expect(spinners(page.html)).toEqual([]);
  });

  it('an unknown product, category, store or collection is a 404 with a noindex head', async () => {
    for (const path of [
      '/product/99999',
      '/category/99999',
      '/category/1/99999',
      '/store/99999',
      '/collection/99999',
      '/marketplace/99999',
      '/product/abc',
    ]) {
      const url = new URL(path, ORIGIN);
      const route = routeOf(path);
      const data = await loadPageData({
        url,
        client: clientFor(createMemoryTokenStore(), () => url.pathname),
        match: { id: route.id, params: route.params },
      });
      expect(data.status, path).toBe(404);
      expect(data.head.robots).toBe('noindex, follow');
      expect(data.head.title).toMatch(/not found \| Marketplace$/);
    }
  });

  it('a fallback keyed with another page size than the screen’s leaves the screen loading', async () => {
    const category = table(ctx.sandbox, 'categories').all()[0] as { id: number };
    const { html } = await serve(`/category/${category.id}`, withLimit('getAllCustomerProducts', 24));
    expect(spinners(html)).toEqual(['Loading products']);
    const product = await serve('/product/1', (fallback) =>
      fallback.filter((entry) => entry.key[0] !== 'getCustomerProduct'),
    );
    expect(spinners(product.html)).toEqual(['Loading the product']);
  });
});
