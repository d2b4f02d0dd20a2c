// The first restore of a stored snapshot in a page waits for the restore module (a chunk of its own: the
// cart line schema with zod, the checks, the migrations), so that a visitor with nothing stored never
// downloads them; with nothing stored nothing waits.
import { PERSIST_KEY } from '@marketplace/sdk';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ANKARA, SHEA, SNAPSHOT, stored } from './fixtures';

// Fresh copies of the store's modules, with nothing loaded yet (test/setup.ts loads it for the others).
async function freshModules() {
  vi.resetModules();
  const [{ createClientStore }, { createMemoryStorage }, { loadedRestore }] = await Promise.all([
    import('../../src/state/createClientStore'),
    import('../../src/state/createMemoryStorage'),
    import('../../src/state/loadRestore'),
  ]);
  return { createClientStore, createMemoryStorage, loadedRestore };
}
afterAll(() => vi.resetModules());

describe('the restore module, loaded on demand', () => {
  it('a stored cart is restored once the module has loaded; the gate opens then', async () => {
    const { createClientStore, createMemoryStorage, loadedRestore } = await freshModules();
    expect(loadedRestore()).toBeUndefined();
    const store = createClientStore({
      storage: createMemoryStorage({ [PERSIST_KEY]: stored(SNAPSHOT) }),
      onError: () => {},
    });
    expect(store.gate.getState().restored).toBe(false);
    expect(store.getState().cart.items).toEqual([]);
    await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
    expect(loadedRestore()).toBeDefined();
    const { cart, logins, recentlyViewed } = store.getState();
    expect({ cart, logins, recentlyViewed }).toEqual(SNAPSHOT);
    // Loaded once per page: the next store restores at once.
    const next = createClientStore({
      storage: createMemoryStorage({ [PERSIST_KEY]: stored(SNAPSHOT) }),
      onError: () => {},
    });
    expect(next.gate.getState().restored).toBe(true);
    expect(next.getState().cart).toEqual(SNAPSHOT.cart);
  });

  it('a restore module slower than the storage timeout is waited for: the saved cart is not given up', async () => {
    vi.resetModules();
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.doMock('../../src/state/restoreModule', async () => {
      await arrived;
      return vi.importActual('../../src/state/restoreModule');
    });
    try {
      const [{ createClientStore }, { createMemoryStorage }] = await Promise.all([
        import('../../src/state/createClientStore'),
        import('../../src/state/createMemoryStorage'),
      ]);
      const phases: string[] = [];
      const store = createClientStore({
        storage: createMemoryStorage({ [PERSIST_KEY]: stored(SNAPSHOT) }),
        timeoutMs: 20,
        onError: (_, phase) => phases.push(phase),
      });
      // Longer than the timeout, by the clock of any machine: the module has not arrived at all.
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(store.gate.getState().restored).toBe(false);
      arrive();
      await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
      expect(store.getState().cart).toEqual(SNAPSHOT.cart);
      expect(phases).toEqual([]);
    } finally {
      vi.doUnmock('../../src/state/restoreModule');
    }
  });

  it('a restore module that fails to load leaves the saved cart stored until a retry restores it', async () => {
    vi.resetModules();
    let failures = 1;
    vi.doMock('../../src/state/restoreModule', async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual('../../src/state/restoreModule');
    });
    try {
      const [{ createClientStore }, { createMemoryStorage }] = await Promise.all([
        import('../../src/state/createClientStore'),
        import('../../src/state/createMemoryStorage'),
      ]);
      const saved = createMemoryStorage({ [PERSIST_KEY]: stored(SNAPSHOT) });
      const phases: string[] = [];
      const store = createClientStore({ storage: saved, onError: (_, phase) => phases.push(phase) });
      await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
      expect(phases).toEqual(['read']);
      expect(store.getState().cart.items).toEqual([]);
      // The cart still works in memory, but what is saved is not replaced.
      store.getState().setCart((cart) => ({ ...cart, items: [SHEA] }));
      expect(store.getState().cart.items).toEqual([SHEA]);
      expect(saved.getItem(PERSIST_KEY)).toBe(stored(SNAPSHOT));
      // A retry that loads the module restores the saved cart; writes go through again.
      await store.persist.rehydrate();
      expect(store.getState().cart).toEqual(SNAPSHOT.cart);
      store.getState().setCart((cart) => ({ ...cart, items: [...cart.items, SHEA] }));
      expect(JSON.parse(saved.getItem(PERSIST_KEY) as string).state.cart.items).toEqual([ANKARA, SHEA]);
    } finally {
      vi.doUnmock('../../src/state/restoreModule');
    }
  });

  it('with nothing stored nothing is loaded and the store opens at once', async () => {
    const { createClientStore, createMemoryStorage, loadedRestore } = await freshModules();
    const store = createClientStore({ storage: createMemoryStorage(), onError: () => {} });
    expect(store.gate.getState().restored).toBe(true);
    store.getState().setLogin('merchant', { status: 'succeeded' });
    expect(loadedRestore()).toBeUndefined();
  });
});
