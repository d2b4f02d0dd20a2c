// @vitest-environment jsdom
import fc from 'fast-check';
// @ts-expect-error -- jsdom ships no types and @types/jsdom is not a dependency of this package.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '../../src/detectUserType';
import { createBrowserTokenStore } from '../../src/session/createBrowserTokenStore';
import { createCookieTokenStore } from '../../src/session/createCookieTokenStore';
import { createMemoryTokenStore } from '../../src/session/createMemoryTokenStore';
import type { TokenStore } from '../../src/session/TokenStore';
import { USER_TYPES } from '../../src/session/userTypes';

// The behaviour every TokenStore shares, checked on both implementations. Cookie and storage details of
// the browser store are in createBrowserTokenStore.test.ts.

const JSDOM = UntypedJSDOM as new (html: string, options: { url: string }) => { window: Window };
const windows: Window[] = [];

/** A browser store on a fresh page (own cookie jar, own local storage) that js-cookie writes to. */
function browserStore(): TokenStore {
  const { window } = new JSDOM('', { url: 'https://shop.example.com/' });
  windows.push(window);
  vi.stubGlobal('document', window.document);
  return createBrowserTokenStore({ storage: window.localStorage });
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const window of windows.splice(0)) window.close();
});

describe.each([
  ['createMemoryTokenStore', () => createMemoryTokenStore()],
  ['createBrowserTokenStore', browserStore],
  [
    'createCookieTokenStore',
    () =>
      createCookieTokenStore({ cookie: '', location: { hostname: 'shop.example.com', protocol: 'https:' } }),
  ],
])('TokenStore contract: %s', (_, createStore) => {
  it('starts logged out in all four roles', () => {
    const store = createStore();
    for (const role of USER_TYPES) {
      expect(store.getToken(role)).toBeUndefined();
      expect(store.getUser(role)).toBeUndefined();
    }
  });

  it('gives back the token and user of a login, for that role only', () => {
    const store = createStore();
    store.setSession('merchant', 'merchant-token', { id: 7, firstName: 'Ada' });
    expect(store.getToken('merchant')).toBe('merchant-token');
    expect(store.getUser('merchant')).toEqual({ id: 7, firstName: 'Ada' });
    expect(store.getToken('customer')).toBeUndefined();
    expect(store.getUser('admin')).toBeUndefined();
  });

  it('keeps the user when a token is refreshed without one, and drops it for null', () => {
    const store = createStore();
    store.setSession('admin', 'first', { id: 1 });
    store.setSession('admin', 'second');
    expect(store.getToken('admin')).toBe('second');
    expect(store.getUser('admin')).toEqual({ id: 1 });
    store.setSession('admin', 'third', null);
    expect(store.getToken('admin')).toBe('third');
    expect(store.getUser('admin')).toBeUndefined();
  });

  it('clears one role, or all four without a role', () => {
    const store = createStore();
    for (const role of USER_TYPES) store.setSession(role, `${role}-token`, { role });
    store.clear('customer');
    expect(store.getToken('customer')).toBeUndefined();
    expect(store.getUser('customer')).toBeUndefined();
    expect(store.getToken('merchant')).toBe('merchant-token');
    store.clear();
    for (const role of USER_TYPES) {
      expect(store.getToken(role)).toBeUndefined();
      expect(store.getUser(role)).toBeUndefined();
    }
  });

  it('returns the same user object until the session changes, as useSyncExternalStore needs', () => {
    const store = createStore();
    store.setSession('customer', 't', { id: 3 });
    const first = store.getUser('customer');
    expect(store.getUser('customer')).toBe(first);
    store.setSession('customer', 't', { id: 4 });
    expect(store.getUser('customer')).not.toBe(first);
    expect(store.getUser('customer')).toEqual({ id: 4 });
  });

  it('tells subscribers which role changed, until they unsubscribe', () => {
    const store = createStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setSession('shipping-partner', 't');
    expect(listener).toHaveBeenLastCalledWith('shipping-partner');
    store.clear('merchant');
    expect(listener).toHaveBeenLastCalledWith('merchant');
    listener.mockClear();
    store.clear();
    expect(listener.mock.calls.map(([role]) => role).sort()).toEqual([...USER_TYPES].sort());
    listener.mockClear();
    unsubscribe();
    store.setSession('customer', 't');
    expect(listener).not.toHaveBeenCalled();
  });

  it('unsubscribes one subscription at a time, even of the same function', () => {
    const store = createStore();
    const listener = vi.fn();
    const first = store.subscribe(listener);
    store.subscribe(listener);
    first();
    store.setSession('customer', 't');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a listener read the new state', () => {
    const store = createStore();
    const seen: (string | undefined)[] = [];
    store.subscribe((role) => seen.push(store.getToken(role)));
    store.setSession('merchant', 'fresh');
    store.clear('merchant');
    expect(seen).toEqual(['fresh', undefined]);
  });

  // A model of what the store should hold: role -> { token, user }.
  const role = fc.constantFrom<UserType>(...USER_TYPES);
  // JSON round trip first: the browser store keeps users as JSON, which turns -0 into 0.
  const user = fc
    .option(fc.jsonValue(), { nil: undefined })
    .map((value) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown)));
  const operation = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), role, token: fc.string({ minLength: 1 }), user }),
    fc.record({ kind: fc.constant('clear' as const), role: fc.option(role, { nil: undefined }) }),
  );

  it('agrees with a simple model after any sequence of logins and logouts', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 12 }), (operations) => {
        const store = createStore();
        const model = new Map<UserType, { token: string; user: unknown }>();
        for (const op of operations) {
          if (op.kind === 'set') {
            store.setSession(op.role, op.token, op.user);
            const user = op.user === undefined ? model.get(op.role)?.user : (op.user ?? undefined);
            model.set(op.role, { token: op.token, user });
          } else {
            store.clear(op.role);
            for (const each of op.role ? [op.role] : USER_TYPES) model.delete(each);
          }
          for (const each of USER_TYPES) {
            expect(store.getToken(each)).toBe(model.get(each)?.token);
            expect(store.getUser(each)).toEqual(model.get(each)?.user);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
