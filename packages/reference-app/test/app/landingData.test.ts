// The landing pages' first data started from index.html (issue 15, speed): the calls a landing page's
// first screen waits for start beside the app's code, and the SDK's requests take their answers.
import {
  createMarketplaceClient,
  getAllCustomerProducts,
  getCustomerProduct,
  getSuperDeals,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, landingData, landingScript, landingUrls } from '../../scripts/landingData';

const MAIN = 'https://api.example.com/api/v1';

/** Runs the inline script as a page at `path` would, and returns the URLs it fetched. */
function runScript(path: string, search = ''): string[] {
  const fetched: string[] = [];
  const window: { __landingData?: Record<string, unknown> } = {};
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve(new Response('{}'));
  };
  new Function('window', 'location', 'fetch', landingScript(landingUrls(MAIN)))(
    window,
    { pathname: path, search },
    fetch,
  );
  expect(Object.keys(window.__landingData ?? {})).toEqual(fetched);
  return fetched;
}

/** The URL the SDK requests for a call (its fetch answers nothing). */
async function sdkUrl(call: (client: ReturnType<typeof createMarketplaceClient>) => Promise<unknown>) {
  const seen: string[] = [];
  const client = createMarketplaceClient({
    hosts: { main: MAIN, shipping: MAIN, themes: MAIN, provider: MAIN },
    fetch: async (request) => {
      seen.push(request.url);
      return Response.json({ success: true, message: 'ok', data: [] });
    },
  });
  await call(client).catch(() => undefined);
  return seen[0];
}

const sorted = (url: string) => {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
};

describe('the landing pages’ first data', () => {
  it('starts the home page’s first shelf and top categories', () => {
    expect(runScript('/')).toEqual([`${MAIN}/products/super-deals`, `${MAIN}/categories/getTopCategories`]);
  });

  it('starts a category’s first page and the category, a product, with the page’s id', () => {
    expect(runScript('/category/5')).toEqual([
      `${MAIN}/products/customer/getallproducts?categoryId=5&limit=12&offset=0`,
      `${MAIN}/categories/getonecategory/5`,
    ]);
    expect(runScript('/product/61')).toEqual([`${MAIN}/products/customer/product/61`]);
  });

  it('leaves other pages, sub-categories and pages with a query string (sort, page, filters) to the app', () => {
    expect(runScript('/cart')).toEqual([]);
    expect(runScript('/category/5/12')).toEqual([]);
    expect(runScript('/category/5', '?sort=priceAsc')).toEqual([]);
    expect(runScript('/merchant')).toEqual([]);
  });

  it('asks for the very URLs the SDK requests for the screens’ calls', async () => {
    const urls = Object.fromEntries(landingUrls(MAIN));
    const home = urls['^/$'] ?? [];
    const category = (urls['^/category/(\\d+)/?$'] ?? []).map((url) => url.replaceAll('$1', '5'));
    const product = (urls['^/product/(\\d+)/?$'] ?? []).map((url) => url.replaceAll('$1', '61'));
    expect(home[0]).toBe(await sdkUrl((client) => getSuperDeals(client)));
    // The category screen's default query: the category, 12 a page from the first, no sort (newest).
    const listed = await sdkUrl((client) =>
      getAllCustomerProducts(client, { query: { categoryId: 5, limit: 12, offset: 0 } }),
    );
    expect(sorted(category[0] ?? '')).toBe(sorted(listed ?? ''));
    expect(product[0]).toBe(await sdkUrl((client) => getCustomerProduct(client, { path: { id: 61 } })));
  });

  it('refuses a call that is not a public GET of the main host', () => {
    expect(() => landingUrls(MAIN, [{ pattern: '^/$', calls: [{ operation: 'getCart' }] }])).toThrow(
      'getCart is not a public GET of the main host',
    );
    expect(LANDING_PAGES.length).toBe(3);
  });

  it('adds the script after the charset only in builds pointed at an API', () => {
    const html = '<head><meta charset="UTF-8" /><title>x</title></head>';
    const transform = (env: Record<string, string>) => {
      const plugin = landingData();
      (plugin.configResolved as (config: unknown) => void)({ env });
      return (plugin.transformIndexHtml as (html: string) => string)(html);
    };
    expect(transform({})).toBe(html);
    const built = transform({ VITE_API_MAIN: MAIN });
    expect(built).toMatch(/^<head><meta charset="UTF-8" \/>\n {4}<script>\(function\(p,q,r\)/);
    expect(built).toContain(`${MAIN}/products/super-deals`);
  });
});
