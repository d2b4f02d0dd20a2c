// The landing pages' first data started from index.html (issue 15, speed): the calls a landing page's
// first screen waits for start beside the app's code, and the SDK's requests take their answers.
import {
  createMarketplaceClient,
  getAllCustomerProducts,
  getCustomerProduct,
  getSuperDeals,
} from '@marketplace/sdk';
import { describe, expect, it, vi } from 'vitest';
import { LANDING_PAGES, landingData, landingScript, landingUrls } from '../../scripts/landingData';

const MAIN = 'https://api.example.com/api/v1';

/** What the inline script did on a page: the URLs it fetched, the answers it left, the links it added. */
interface ScriptRun {
  fetched: string[];
  started: Record<string, Promise<Response>>;
  links: { rel: string; as: string; href: string; fetchpriority: string | null }[];
}

/** Runs the inline script as a page at `path` would; each fetch answers `answer(url)`. */
function run(path: string, search = '', answer: (url: string) => unknown = () => ({})): ScriptRun {
  const fetched: string[] = [];
  const links: ScriptRun['links'] = [];
  const window: { __landingData?: Record<string, Promise<Response>> } = {};
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve(Response.json(answer(url)));
  };
  const document = {
    head: {
      appendChild: (link: HTMLLinkElement) =>
        links.push({
          rel: link.rel,
          as: link.as,
          href: link.href,
          fetchpriority: link.getAttribute('fetchpriority'),
        }),
    },
    createElement: () => {
      const attributes: Record<string, string> = {};
      return {
        rel: '',
        as: '',
        href: '',
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
        getAttribute: (name: string) => attributes[name] ?? null,
      };
    },
  };
  new Function('window', 'location', 'fetch', 'document', landingScript(landingUrls(MAIN)))(
    window,
    { pathname: path, search },
    fetch,
    document,
  );
  const started = window.__landingData ?? {};
  expect(Object.keys(started)).toEqual(fetched);
  return { fetched, started, links };
}

const runScript = (path: string, search = '') => run(path, search).fetched;

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
    const urls = Object.fromEntries(
      landingUrls(MAIN).map(([pattern, calls]) => [pattern, calls.map(([url]) => url)]),
    );
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

  it('preloads the first product’s first picture, the largest paint, and leaves the answer whole for the SDK', async () => {
    const picture = 'https://img.example.com/products/duvet~1.svg';
    const deals = { success: true, data: [{ id: 1, hostedImages: [picture, 'other.svg'] }, { id: 2 }] };
    const home = run('/', '', (url) => (url.endsWith('/super-deals') ? deals : { success: true, data: [] }));
    const answer = await home.started[`${MAIN}/products/super-deals`];
    await vi.waitFor(() => expect(home.links).toHaveLength(1));
    expect(home.links[0]).toEqual({ rel: 'preload', as: 'image', href: picture, fetchpriority: 'high' });
    expect(await answer?.json()).toEqual(deals);

    const product = run('/product/61', '', () => ({
      success: true,
      data: { id: 61, hostedImages: [picture] },
    }));
    await product.started[`${MAIN}/products/customer/product/61`];
    await vi.waitFor(() => expect(product.links.map((link) => link.href)).toEqual([picture]));
  });

  it('preloads nothing when the answer has no picture', async () => {
    const bare = run('/product/61', '', () => ({ success: true, data: { id: 61 } }));
    await bare.started[`${MAIN}/products/customer/product/61`];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bare.links).toEqual([]);
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
