// @vitest-environment jsdom

// @ts-expect-error -- jsdom ships no types and @types/jsdom is not a dependency of this package.
import { CookieJar as UntypedCookieJar, JSDOM as UntypedJSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserTokenStore, type KeyValueStorage } from '../../src/session/createBrowserTokenStore';
import { writeCookie } from '../../src/session/documentCookies';
import { USER_TYPES } from '../../src/session/userTypes';

// The behaviour shared with the memory store is in TokenStore.test.ts; this file covers cookies and
// storage. Every test opens a fresh jsdom page (its own cookie jar, which applies the public-suffix list
// as browsers do, and its own local storage) and points the global `document`, which the store writes
// to, at it.

interface JarCookie {
  key: string;
  value: string;
  domain: string | null;
  hostOnly: boolean | null;
  secure: boolean;
  sameSite: string;
  path: string | null;
}
interface Jar {
  getCookiesSync(url: string): JarCookie[];
}
const CookieJar = UntypedCookieJar as new () => Jar;
const JSDOM = UntypedJSDOM as new (
  html: string,
  options: { url: string; cookieJar?: Jar },
) => { window: Window };

const windows: Window[] = [];

function openPage(url: string) {
  const cookieJar = new CookieJar();
  const { window } = new JSDOM('', { url, cookieJar });
  windows.push(window);
  vi.stubGlobal('document', window.document);
  const cookies = (at = url) => cookieJar.getCookiesSync(at);
  return { window, storage: window.localStorage, cookies };
}

/** Records every string assigned to `document.cookie`, still passing it to jsdom. */
function recordCookieWrites(window: Window): string[] {
  const writes: string[] = [];
  const native = Object.getOwnPropertyDescriptor(
    (window as unknown as { Document: typeof Document }).Document.prototype,
    'cookie',
  )!;
  Object.defineProperty(window.document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(window.document),
    set: (value: string) => {
      writes.push(value);
      native.set!.call(window.document, value);
    },
  });
  return writes;
}

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const window of windows.splice(0)) window.close();
});

describe('createBrowserTokenStore: cookies per host', () => {
  it.each([
    ['https://shop.example.com/', { domain: 'example.com', hostOnly: false, secure: true }],
    ['http://localhost:5173/', { domain: 'localhost', hostOnly: true, secure: false }],
    ['http://127.0.0.1/', { domain: '127.0.0.1', hostOnly: true, secure: false }],
    ['http://[::1]/', { domain: '::1', hostOnly: true, secure: false }],
  ])('on %s writes the token cookie with the spec attributes', (url, expected) => {
    const { storage, cookies } = openPage(url);
    const onError = vi.fn();
    const store = createBrowserTokenStore({ storage, onError });
    store.setSession('merchant', 'tok', { id: 1 });
    expect(cookies()).toEqual([
      expect.objectContaining({
        key: 'merchant_token',
        value: 'tok',
        path: '/',
        sameSite: 'lax',
        ...expected,
      }),
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shares the cookie with sibling subdomains on a normal domain', () => {
    const { storage, cookies } = openPage('https://shop.example.com/');
    createBrowserTokenStore({ storage }).setSession('admin', 'tok');
    expect(cookies('https://admin.example.com/').map((cookie) => cookie.key)).toEqual(['admin_token']);
  });

  it('premise: jsdom, like browsers, silently drops a cookie whose domain is a public suffix', () => {
    const { cookies } = openPage('https://shop.example.com.ng/');
    writeCookie('probe', '1', { path: '/', domain: 'com.ng' });
    expect(cookies()).toEqual([]);
    writeCookie('probe', '1', { path: '/', domain: 'example.com.ng' });
    expect(cookies().map((cookie) => cookie.domain)).toEqual(['example.com.ng']);
  });

  it('falls back to a host-only cookie when the two-label domain is a public suffix', () => {
    const { storage, cookies } = openPage('https://shop.example.com.ng/');
    const onError = vi.fn();
    const store = createBrowserTokenStore({ storage, onError });
    store.setSession('customer', 'tok');
    expect(cookies()).toEqual([
      expect.objectContaining({
        key: 'customer_token',
        value: 'tok',
        domain: 'shop.example.com.ng',
        hostOnly: true,
        secure: true,
        sameSite: 'lax',
      }),
    ]);
    expect(store.getToken('customer')).toBe('tok');
    expect(onError).not.toHaveBeenCalled();
  });

  it('remembers the fallback: later writes of that store skip the refused domain', () => {
    const { window, storage } = openPage('https://shop.example.com.ng/');
    const writes = recordCookieWrites(window);
    const store = createBrowserTokenStore({ storage });
    store.setSession('customer', 'one');
    expect(writes.some((write) => write.includes('domain=com.ng'))).toBe(true);
    writes.length = 0;
    store.setSession('merchant', 'two');
    expect(writes).toEqual(['merchant_token=two; path=/; samesite=Lax; secure']);
  });

  it('replaces an older host-only cookie of the same name, which would otherwise be read first', () => {
    const { window, storage, cookies } = openPage('https://shop.example.com/');
    window.document.cookie = 'merchant_token=old; path=/';
    const onError = vi.fn();
    const store = createBrowserTokenStore({ storage, onError });
    store.setSession('merchant', 'new');
    expect(store.getToken('merchant')).toBe('new');
    expect(cookies()).toEqual([
      expect.objectContaining({ value: 'new', domain: 'example.com', hostOnly: false }),
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('computes the attributes from the current page when no location is given', () => {
    const { cookies } = openPage('https://shop.example.com/');
    createBrowserTokenStore({ storage: null }).setSession('admin', 'tok');
    expect(cookies()).toEqual([expect.objectContaining({ key: 'admin_token', domain: 'example.com' })]);
  });

  it('uses the location it is given', () => {
    const { storage, cookies } = openPage('https://shop.example.com/');
    const store = createBrowserTokenStore({
      storage,
      location: { hostname: 'localhost', protocol: 'http:' },
    });
    store.setSession('admin', 'tok');
    expect(cookies()).toEqual([expect.objectContaining({ hostOnly: true, secure: false })]);
  });
});

describe('createBrowserTokenStore: storage layout', () => {
  it('writes the role entries and the shared jwt and user entries', () => {
    const { storage, cookies } = openPage('https://shop.example.com/');
    createBrowserTokenStore({ storage }).setSession('shipping-partner', 'tok', { name: 'Swift' });
    expect(cookies().map((cookie) => [cookie.key, cookie.value])).toEqual([
      ['shipping_partner_token', 'tok'],
    ]);
    expect(storage.getItem('shipping_partner_token')).toBe('tok');
    expect(JSON.parse(storage.getItem('shipping_partner_user')!)).toEqual({ name: 'Swift' });
    expect(storage.getItem('jwt')).toBe('tok');
    expect(JSON.parse(storage.getItem('user')!)).toEqual({ name: 'Swift' });
  });

  it('keeps jwt and user on the latest login, and its user on a token refresh', () => {
    const { storage } = openPage('https://shop.example.com/');
    const store = createBrowserTokenStore({ storage });
    store.setSession('merchant', 'm', { id: 'm' });
    store.setSession('customer', 'c', { id: 'c' });
    expect([storage.getItem('jwt'), storage.getItem('user')]).toEqual(['c', '{"id":"c"}']);
    store.setSession('merchant', 'm2');
    expect([storage.getItem('jwt'), storage.getItem('user')]).toEqual(['m2', '{"id":"m"}']);
  });

  it('removes jwt and user only when the role that wrote them logs out', () => {
    const { storage } = openPage('https://shop.example.com/');
    const store = createBrowserTokenStore({ storage });
    store.setSession('merchant', 'm', { id: 'm' });
    store.setSession('customer', 'c', { id: 'c' });
    store.clear('merchant');
    expect(storage.getItem('jwt')).toBe('c');
    store.clear('customer');
    expect(storage.getItem('jwt')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('prefers the cookie to local storage', () => {
    const { storage } = openPage('https://shop.example.com/');
    const store = createBrowserTokenStore({ storage });
    store.setSession('merchant', 'from-cookie');
    storage.setItem('merchant_token', 'stale');
    expect(store.getToken('merchant')).toBe('from-cookie');
  });

  it('reads a token from local storage when there is no cookie (the admin token of the shipping API)', () => {
    const { storage } = openPage('https://shop.example.com/');
    storage.setItem('admin_token', 'from-storage');
    expect(createBrowserTokenStore({ storage }).getToken('admin')).toBe('from-storage');
  });
});

describe('createBrowserTokenStore: logout', () => {
  it('removes only that role: its cookie, domain and host-only alike, and its entries', () => {
    const { window, storage, cookies } = openPage('https://shop.example.com/');
    const store = createBrowserTokenStore({ storage });
    store.setSession('merchant', 'm', { id: 1 });
    store.setSession('admin', 'a', { id: 2 });
    // A host-only leftover of the same name, as an older version of the app could have written.
    window.document.cookie = 'merchant_token=old; path=/';
    store.clear('merchant');
    expect(cookies().map((cookie) => cookie.key)).toEqual(['admin_token']);
    expect(storage.getItem('merchant_token')).toBeNull();
    expect(storage.getItem('merchant_user')).toBeNull();
    expect(storage.getItem('admin_token')).toBe('a');
    expect(store.getToken('merchant')).toBeUndefined();
  });

  it('removes the host-only cookie written on a public-suffix host', () => {
    const { storage, cookies } = openPage('https://shop.example.com.ng/');
    const store = createBrowserTokenStore({ storage });
    store.setSession('customer', 'c');
    store.clear('customer');
    expect(cookies()).toEqual([]);
  });

  it('removes all four cookies and every entry without a role', () => {
    const { storage, cookies } = openPage('http://localhost:5173/');
    const store = createBrowserTokenStore({ storage });
    for (const role of USER_TYPES) store.setSession(role, `${role}-token`, { role });
    storage.setItem('unrelated', 'kept');
    store.clear();
    expect(cookies()).toEqual([]);
    expect(storage.length).toBe(1);
    expect(storage.getItem('unrelated')).toBe('kept');
  });
});

describe('createBrowserTokenStore: failures it survives', () => {
  it('logs in with a full or denied storage: the cookie holds the token and onError is told', () => {
    openPage('https://shop.example.com/');
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw full;
      },
    };
    const onError = vi.fn();
    const store = createBrowserTokenStore({ storage, onError });
    expect(() => store.setSession('merchant', 'tok', { id: 1 })).not.toThrow();
    expect(store.getToken('merchant')).toBe('tok');
    expect(store.getUser('merchant')).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(full, 'merchant_token');
    expect(() => store.clear()).not.toThrow();
    expect(store.getToken('merchant')).toBeUndefined();
  });

  it('works on when every storage call throws', () => {
    openPage('https://shop.example.com/');
    const denied = () => {
      throw new DOMException('Access is denied.', 'SecurityError');
    };
    const onError = vi.fn();
    const store = createBrowserTokenStore({
      storage: { getItem: denied, setItem: denied, removeItem: denied },
      onError,
    });
    store.setSession('admin', 'tok', { id: 1 });
    expect(store.getToken('admin')).toBe('tok');
    expect(store.getUser('admin')).toBeUndefined();
    store.clear('admin');
    expect(store.getToken('admin')).toBeUndefined();
    expect(onError).toHaveBeenCalled();
  });

  it('works on when reading window.localStorage itself throws', () => {
    const { cookies } = openPage('https://shop.example.com/');
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    const denied = new DOMException('Access is denied.', 'SecurityError');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw denied;
      },
    });
    try {
      const onError = vi.fn();
      const store = createBrowserTokenStore({ onError });
      expect(onError).toHaveBeenCalledWith(denied, 'localStorage');
      store.setSession('customer', 'tok', { id: 1 });
      expect(store.getToken('customer')).toBe('tok');
      expect(cookies()).toHaveLength(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('reads a stored user that is not JSON as undefined, and reports it once', () => {
    const { storage } = openPage('https://shop.example.com/');
    storage.setItem('merchant_user', '{"id": 1');
    const onError = vi.fn();
    const store = createBrowserTokenStore({ storage, onError });
    expect(store.getUser('merchant')).toBeUndefined();
    expect(store.getUser('merchant')).toBeUndefined();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.any(SyntaxError), 'merchant_user');
  });

  it('reports a cookie the browser did not keep even host-only, and reads local storage instead', () => {
    const { window, storage } = openPage('https://shop.example.com/');
    // Cookies switched off: writes vanish.
    Object.defineProperty(window.document, 'cookie', { configurable: true, get: () => '', set: () => {} });
    const onError = vi.fn();
    const store = createBrowserTokenStore({ storage, onError });
    store.setSession('merchant', 'tok');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'merchant_token');
    expect(store.getToken('merchant')).toBe('tok');
  });

  it('uses local storage alone where there is no document (Node)', () => {
    vi.stubGlobal('document', undefined);
    const storage = memoryStorage();
    const store = createBrowserTokenStore({
      storage,
      location: { hostname: 'shop.example.com', protocol: 'https:' },
    });
    store.setSession('customer', 'tok', { id: 1 });
    expect(store.getToken('customer')).toBe('tok');
    expect(store.getUser('customer')).toEqual({ id: 1 });
    store.clear();
    expect(storage.entries.size).toBe(0);
  });
});

describe('createBrowserTokenStore: defaults', () => {
  it("uses the page's own document, location and local storage", () => {
    // The jsdom environment's page, http://localhost:3000.
    const store = createBrowserTokenStore();
    try {
      store.setSession('merchant', 'tok', { id: 1 });
      expect(document.cookie).toBe('merchant_token=tok');
      expect(localStorage.getItem('merchant_token')).toBe('tok');
      expect(store.getUser('merchant')).toEqual({ id: 1 });
    } finally {
      store.clear();
    }
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });
});
