// @vitest-environment jsdom
// @ts-expect-error -- jsdom ships no types and @types/jsdom is not a dependency of this package.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserTokenStore } from '../../src/session/createBrowserTokenStore';
import { createCookieTokenStore } from '../../src/session/createCookieTokenStore';
import { parseCookieHeader } from '../../src/session/parseCookieHeader';

// The behaviour shared with the other stores is in TokenStore.test.ts.
const JSDOM = UntypedJSDOM as new (html: string, options: { url: string }) => { window: Window };
const shop = { hostname: 'shop.example.com', protocol: 'https:' };

afterEach(() => vi.unstubAllGlobals());

describe('createCookieTokenStore', () => {
  it("reads each role's token from the request's Cookie header", () => {
    const store = createCookieTokenStore({
      cookie: 'theme=dark; customer_token=ey%2Ec.1; merchant_token="m-2"; admin_token=',
      location: shop,
    });
    expect(store.getToken('customer')).toBe('ey.c.1');
    expect(store.getToken('merchant')).toBe('m-2');
    // An empty cookie counts as none, as in the browser.
    expect(store.getToken('admin')).toBeUndefined();
    expect(store.getToken('shipping-partner')).toBeUndefined();
    expect(store.setCookies()).toEqual([]);
  });

  it('reads the cookie the browser store wrote, so both sides hold the same token', () => {
    const { window } = new JSDOM('', { url: 'https://shop.example.com/' });
    vi.stubGlobal('document', window.document);
    createBrowserTokenStore({ storage: null }).setSession('customer', 'tok=en;1', { id: 4 });
    const server = createCookieTokenStore({ cookie: window.document.cookie, location: shop });
    expect(server.getToken('customer')).toBe('tok=en;1');
    window.close();
  });

  it("answers a login with the token cookie and the spec's attributes", () => {
    const store = createCookieTokenStore({ cookie: null, location: shop });
    store.setSession('customer', 'a b', { id: 1 });
    expect(store.getToken('customer')).toBe('a b');
    expect(store.getUser('customer')).toEqual({ id: 1 });
    expect(store.setCookies()).toEqual([
      'customer_token=a%20b; Path=/; Domain=example.com; SameSite=Lax; Secure',
    ]);
    const local = createCookieTokenStore({
      cookie: '',
      location: { hostname: 'localhost', protocol: 'http:' },
    });
    local.setSession('merchant', 't');
    expect(local.setCookies()).toEqual(['merchant_token=t; Path=/; SameSite=Lax']);
  });

  it('answers a logout with the cookie expired with and without its domain', () => {
    const store = createCookieTokenStore({
      cookie: 'customer_token=x',
      location: shop,
      users: { customer: { id: 2 } },
    });
    expect(store.getUser('customer')).toEqual({ id: 2 });
    store.clear('customer');
    expect(store.getToken('customer')).toBeUndefined();
    expect(store.getUser('customer')).toBeUndefined();
    expect(store.setCookies()).toEqual([
      'customer_token=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Domain=example.com; SameSite=Lax; Secure',
      'customer_token=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('keeps the first cookie of a name and survives malformed parts', () => {
    const jar = parseCookieHeader('a=1; a=2; broken; b=%E0%A4%A; =x');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('b')).toBe('%E0%A4%A');
    expect(jar.has('')).toBe(false);
  });
});
