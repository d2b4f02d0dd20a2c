// @vitest-environment node
// The server's renderer (src/entry-server.tsx) on the sandbox, without a browser: a storefront page is
// rendered with its data and its status, a logged-in customer's cart count comes from their token cookie,
// and any other page is the client shell. Where a window would differ from the server (jsdom), it is absent.
import { Writable } from 'node:stream';
import { setupSandboxServer, TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  addToCart,
  cartQuantity,
  createMarketplaceClient,
  createMemoryTokenStore,
  getCart,
  getCustomerProduct,
  loginCustomer,
} from '@marketplace/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeForScript } from '../../src/app/ssr/browserGlobals';
import { render } from '../../src/entry-server';

/** The app's tests' clock (test/support/sandboxApp.tsx). */
const TEST_NOW = new Date('2026-11-01T09:00:00.000Z');

// One sandbox for the file (no DOM here for the app's fixture): each test reads the seed or makes its own.
const { server } = setupSandboxServer({ now: TEST_NOW });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const ORIGIN = 'https://shop.example.com';
const BROWSER = {
  hosts: { main: '/api/v1', shipping: '/shipping', themes: '/themes', provider: '/provider' },
  sandbox: true,
};

/** The page's HTML (React's text separators taken out), status and inline scripts. */
async function renderPage(path: string, cookie?: string) {
  const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  const page = await render(request, { hosts: TEST_HOSTS, browser: BROWSER });
  if (page.kind === 'shell') return { kind: page.kind, scripts: page.scripts, html: '', status: 200 };
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    sink.on('finish', resolve);
    sink.on('error', reject);
    page.pipe(sink);
  });
  const html = Buffer.concat(chunks).toString('utf8').replaceAll('<!-- -->', '');
  return { kind: page.kind, scripts: page.scripts, html, status: page.status, head: page.head };
}

describe('the server renderer', () => {
  it("renders a product page with its name, price and picture, and the answers it used for the browser's hydration", async () => {
    const client = createMarketplaceClient({ hosts: TEST_HOSTS, session: createMemoryTokenStore() });
    const { data: product } = await getCustomerProduct(client, { path: { id: 1 } });
    const page = await renderPage('/product/1');
    expect(page.kind).toBe('page');
    expect(page.status).toBe(200);
    // The head a shared link and a search engine read: title with the naira price, Open Graph, JSON-LD.
    expect(page.head).toMatch(
      new RegExp(`<title data-page-head="">${product.name} — ₦[\\d,]+ \\| Marketplace</title>`),
    );
    expect(page.head).toMatch(/<meta data-page-head="" property="og:image" content="https?:\/\/[^"]+"/);
    expect(page.head).toContain('property="product:price:currency" content="NGN"');
    expect(page.head).toMatch(
      /<script data-page-head="" type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/,
    );
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(page.html).toMatch(/₦\d{1,3}(,\d{3})*\.\d{2}/);
    expect(page.html).toContain(product.hostedImages?.[0]);
    // The router's hydration data in the page, and the fallback and config in its scripts.
    expect(page.html).toContain('__staticRouterHydrationData');
    expect(page.scripts).toContain('window.__APP_CONFIG__=');
    expect(page.scripts).toContain('window.__MARKETPLACE_FALLBACK__=');
    expect(page.scripts).not.toMatch(/<\/script>[\s\S]*<\/script>/);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await renderPage('/product/99999999')).status).toBe(404);
  });

  it("counts a logged-in customer's cart in the header from their token cookie", async () => {
    const session = createMemoryTokenStore();
    const client = createMarketplaceClient({ hosts: TEST_HOSTS, session, pathname: () => '/customer' });
    const { data } = await loginCustomer(client, {
      body: { email: 'customer@demo.test', password: 'demo1234' },
    });
    session.setSession('customer', data.token, data.user);
    await addToCart(client, { as: 'customer', body: { productId: 2, quantity: 2 } });
    const { data: cart } = await getCart(client, { as: 'customer' });
    const quantity = cartQuantity(cart.cartItemsList);
    expect(quantity).toBeGreaterThanOrEqual(2);
    const guest = await renderPage('/');
    expect(guest.html).toContain('class="site-header__cart-count">(0)</span>');
    const customer = await renderPage('/', `customer_token=${data.token}`);
    expect(customer.html).toContain(`class="site-header__cart-count">(${quantity})</span>`);
  });

  it('sends the client shell (with the config) for the account, auth and workspace pages', async () => {
    for (const path of ['/customer/cart', '/customer/login', '/merchant', '/admin/orders']) {
      const page = await renderPage(path);
      expect(page.kind, path).toBe('shell');
      expect(page.scripts).toContain('window.__APP_CONFIG__=');
      expect(page.scripts).not.toContain('__MARKETPLACE_FALLBACK__');
    }
  });
});

describe('serializeForScript', () => {
  it('keeps a closing script tag and HTML comments out of an inline script', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });
});
