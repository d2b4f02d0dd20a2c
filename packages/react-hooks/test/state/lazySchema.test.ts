// The first restore of a saved cart in a page waits for the cart line schema (a chunk of its own, so that
// zod reaches a browser only when there is a cart to restore); without lines nothing waits.
import { PERSIST_KEY } from '@marketplace/sdk';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT, stored } from './fixtures';

// Fresh copies of the store's modules, with no schema loaded yet (test/setup.ts loads it for the others).
async function freshModules() {
  vi.resetModules();
  const [{ createClientStore }, { createMemoryStorage }, { loadedCartLineSchema }] = await Promise.all([
    import('../../src/state/createClientStore'),
    import('../../src/state/createMemoryStorage'),
    import('../../src/state/loadCartLineSchema'),
  ]);
  return { createClientStore, createMemoryStorage, loadedCartLineSchema };
}
afterAll(() => vi.resetModules());

describe('the cart line schema, loaded on demand', () => {
  it('a saved cart is restored once the schema has loaded; the gate opens then', async () => {
    const { createClientStore, createMemoryStorage, loadedCartLineSchema } = await freshModules();
    expect(loadedCartLineSchema()).toBeUndefined();
    const store = createClientStore({
      storage: createMemoryStorage({ [PERSIST_KEY]: stored(SNAPSHOT) }),
      onError: () => {},
    });
    expect(store.gate.getState().restored).toBe(false);
    await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
    expect(loadedCartLineSchema()).toBeDefined();
    expect(store.getState().cart).toEqual(SNAPSHOT.cart);
    // Loaded once per page: the next store restores at once.
    const next = createClientStore({
      storage: createMemoryStorage({ [PERSIST_KEY]: stored(SNAPSHOT) }),
      onError: () => {},
    });
    expect(next.gate.getState().restored).toBe(true);
    expect(next.getState().cart).toEqual(SNAPSHOT.cart);
  });

  it('without saved lines nothing is loaded and the store opens at once', async () => {
    const { createClientStore, createMemoryStorage, loadedCartLineSchema } = await freshModules();
    const loginsOnly = { ...SNAPSHOT, cart: { ...SNAPSHOT.cart, items: [], stock: {} } };
    const store = createClientStore({
      storage: createMemoryStorage({ [PERSIST_KEY]: stored(loginsOnly) }),
      onError: () => {},
    });
    expect(store.gate.getState().restored).toBe(true);
    expect(store.getState().logins).toEqual(SNAPSHOT.logins);
    expect(loadedCartLineSchema()).toBeUndefined();
  });
});
