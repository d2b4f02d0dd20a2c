// Issue 9 §5: persisted state that cannot break the app. Storage is untrusted: values out of range, deep
// values, another tab's bad writes. Restore keeps what passes its checks, drops the rest with a report.
import { PERSIST_KEY } from '@marketplace/sdk';
import { act } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../../src/cart/useCart';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { isInvalidClientStateError } from '../../src/state/InvalidClientStateError';
import type { PersistPhase } from '../../src/state/safeStorage';
import { renderInApp } from '../cart/cartTestKit';
import { sandboxFixture } from '../support/renderWithSandbox';
import { ANKARA, SHEA, SNAPSHOT, stored } from './fixtures';

const ctx = sandboxFixture();

function renderCartOn(store: ClientStore) {
  return renderInApp(ctx.client(), store, () => useCart());
}

const withLine = (line: unknown) =>
  stored({ ...SNAPSHOT, cart: { ...SNAPSHOT.cart, items: [ANKARA, line] } });

describe('restoring values out of range', () => {
  it.each([
    ['sellingPrice "abc"', { ...SHEA, pricing: [{ sellingPrice: 'abc' }] }],
    ['sellingPrice null', { ...SHEA, pricing: [{ sellingPrice: null }] }],
    ['sellingPrice 1e300', { ...SHEA, pricing: [{ sellingPrice: 1e300 }] }],
    ['weight "heavy"', { ...SHEA, weight: 'heavy' }],
    ['a negative price', { ...SHEA, pricing: [{ sellingPrice: -5 }] }],
  ])(
    'a line with %s does not make useCart throw; it is dropped (or its bad field), with a report',
    (_, line) => {
      const reports: [unknown, PersistPhase][] = [];
      const store = createClientStore({
        storage: createMemoryStorage({ root: withLine(line) }),
        onError: (error, phase) => reports.push([error, phase]),
      });
      const { result } = renderCartOn(store);
      expect(Number.isFinite(result.current.cartTotal)).toBe(true);
      expect(Number.isFinite(result.current.weight)).toBe(true);
      expect(result.current.items[0]).toEqual(ANKARA);
      expect(reports.map(([, phase]) => phase)).toEqual(['restore']);
      expect(isInvalidClientStateError(reports[0]?.[0])).toBe(true);
    },
  );

  it('keeps a line whose only bad field is optional, without that field', () => {
    const store = createClientStore({
      storage: createMemoryStorage({
        root: withLine({ ...SHEA, weight: 'heavy', name: 'x'.repeat(100_000) }),
      }),
      onError: () => {},
    });
    const { weight: _w, name: _n, ...rest } = SHEA;
    expect(store.getState().cart.items).toEqual([ANKARA, rest]);
  });

  it('drops lines whose totals together cannot be counted exactly', () => {
    const big = {
      ...SHEA,
      pricing: [{ sellingPrice: 1e10 }],
      productVariant: { sku: 'B', quantity: 1_000_000 },
    };
    const store = createClientStore({
      storage: createMemoryStorage({ root: withLine(big) }),
      onError: () => {},
    });
    const { result } = renderCartOn(store);
    expect(result.current.items).toEqual([ANKARA]);
  });

  it('a value nested 20,000 deep neither survives restore nor breaks later writes', () => {
    // The layout is rebuilt from known fields, so the depth never reaches the state.
    const deep = `${'{"a":'.repeat(20_000)}{}${'}'.repeat(20_000)}`;
    const raw = `{"state":{"cart":${JSON.stringify(SNAPSHOT.cart)},"user":{"role":"merchant","info":${deep}},"logins":{}},"version":2}`;
    const storage = createMemoryStorage({ root: raw });
    const reports: PersistPhase[] = [];
    const store = createClientStore({ storage, onError: (_, phase) => reports.push(phase) });
    store.getState().setCart((cart) => ({ ...cart, items: [SHEA] }));
    expect(JSON.parse(storage.getItem(PERSIST_KEY) as string).state.cart.items).toEqual([SHEA]);
    expect(reports).not.toContain('write');
  });
});

describe("another tab's bad write", () => {
  let store: ClientStore | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => store?.dispose());

  function otherTabWrites(value: string) {
    const oldValue = localStorage.getItem(PERSIST_KEY);
    localStorage.setItem(PERSIST_KEY, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: PERSIST_KEY, oldValue, newValue: value, storageArea: localStorage }),
    );
  }

  it.each([
    ['{garbage', '{garbage'],
    ['a cart of the wrong shape', stored({ ...SNAPSHOT, cart: 5 })],
    ['a line out of range', withLine({ ...SHEA, pricing: [{ sellingPrice: 1e300 }] })],
  ])('%s is ignored, not merged: this tab keeps its cart and logins', async (_, value) => {
    const onError = vi.fn();
    store = createClientStore({ onError });
    store.getState().setCart((cart) => ({ ...cart, items: [SHEA] }));
    store.getState().setLogin('merchant', { status: 'succeeded' });
    await act(async () => otherTabWrites(value));
    expect(store.getState().cart.items).toEqual([SHEA]);
    expect(store.getState().logins.merchant.status).toBe('succeeded');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'restore');
  });

  it('a good write is still followed', async () => {
    store = createClientStore({ onError: () => {} });
    await act(async () => otherTabWrites(stored(SNAPSHOT)));
    expect(store.getState().cart.items).toEqual([ANKARA]);
  });
});

describe('any JSON under root', () => {
  // Values a hand edit, an old version or an attack could leave: anything in any field.
  const anything = fc.jsonValue({ maxDepth: 4 });
  const line = fc.record(
    {
      id: fc.oneof(fc.nat(), anything),
      name: fc.oneof(fc.string(), anything),
      weight: fc.oneof(fc.double(), anything),
      hostedImages: fc.oneof(fc.array(fc.string()), anything),
      productVariant: fc.oneof(
        fc.record({
          sku: fc.oneof(fc.string(), anything),
          quantity: fc.oneof(fc.integer(), fc.double(), anything),
        }),
        anything,
      ),
      pricing: fc.oneof(fc.array(fc.record({ sellingPrice: fc.oneof(fc.double(), anything) })), anything),
      __proto__: anything,
    },
    { requiredKeys: [] },
  );
  const cart = fc.record(
    {
      items: fc.oneof(fc.array(line, { maxLength: 5 }), anything),
      discount: fc.oneof(fc.double(), anything),
      shippingFeeTotal: fc.oneof(fc.double(), anything),
      appliedGiftCards: anything,
      shippingFees: anything,
      owner: anything,
      stock: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.integer(), anything)), anything),
    },
    { requiredKeys: [] },
  );
  const root = fc.oneof(
    anything.map((value) => JSON.stringify(value)),
    fc.record({ cart, logins: anything, user: anything }).map((state) => stored(state)),
    fc.string(),
  );

  it('renders the providers with useCart without throwing, and never touches Object.prototype', () => {
    const prototype = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(root, (raw) => {
        const store = createClientStore({ storage: createMemoryStorage({ root: raw }), onError: () => {} });
        const view = renderCartOn(store);
        const cartNow = view.result.current;
        expect(Number.isFinite(cartNow.cartTotal)).toBe(true);
        expect(Number.isFinite(cartNow.quantity)).toBe(true);
        expect(Number.isFinite(cartNow.weight)).toBe(true);
        view.unmount();
        store.dispose();
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototype);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it("another tab's write is taken whole or ignored whole, never half-merged", () => {
    fc.assert(
      fc.property(root, (raw) => {
        localStorage.clear();
        const phases: PersistPhase[] = [];
        const tab = createClientStore({ onError: (_, phase) => phases.push(phase) });
        tab.getState().setCart((cart) => ({ ...cart, items: [SHEA] }));
        const before = tab.getState().cart;
        localStorage.setItem(PERSIST_KEY, raw);
        window.dispatchEvent(
          new StorageEvent('storage', { key: PERSIST_KEY, newValue: raw, storageArea: localStorage }),
        );
        // Ignored: this tab's cart stays as it was. Taken: nothing of it was dropped.
        if (phases.includes('restore')) expect(tab.getState().cart).toBe(before);
        tab.dispose();
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it('a __proto__ key anywhere reaches no prototype', () => {
    const raw = `{"state":{"cart":{"items":[{"id":1,"productVariant":{"quantity":1,"__proto__":{"polluted":1}},"pricing":[{"sellingPrice":1}],"__proto__":{"polluted":1}}],"stock":{"__proto__":{"polluted":1},"1":3}},"logins":{"__proto__":{"polluted":1}}},"version":2}`;
    const store = createClientStore({ storage: createMemoryStorage({ root: raw }), onError: () => {} });
    const { result } = renderCartOn(store);
    expect(result.current.items).toHaveLength(1);
    expect(result.current.stock).toEqual({ 1: 3 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.current.stock)).toBe(Object.prototype);
  });
});
