// Storage that is slow, corrupt, denied or full: the store goes on with the empty state and reports,
// never crashes (spec sections 1 and 9, ARCHITECTURE "never a crash").
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@marketplace/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { emptyClientState } from '../../src/state/emptyClientState';
import type { PersistPhase } from '../../src/state/safeStorage';
import { SHEA, SNAPSHOT, stored } from './fixtures';

function recorder() {
  const reports: { error: unknown; phase: PersistPhase }[] = [];
  return { reports, onError: (error: unknown, phase: PersistPhase) => reports.push({ error, phase }) };
}

const dataOf = (store: ReturnType<typeof createClientStore>) => {
  const { cart, logins, recentlyViewed } = store.getState();
  return { cart, logins, recentlyViewed };
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('restore time-out', () => {
  it('goes on with the empty state after 5000 ms when storage never answers, and reports it', async () => {
    vi.useFakeTimers();
    const { reports, onError } = recorder();
    const never: StateStorage = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: () => {},
      removeItem: () => {},
    };
    const store = createClientStore({ storage: never, onError });
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    expect(store.gate.getState().restored).toBe(false);

    await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 1);
    expect(store.gate.getState().restored).toBe(false);
    expect(reports).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    const gate = store.gate.getState();
    expect(gate).toMatchObject({ restored: true, timedOut: true });
    expect((gate.error as Error).name).toBe('TimeoutError');
    expect(reports.map((r) => r.phase)).toEqual(['timeout']);
    expect(dataOf(store)).toEqual(emptyClientState());
    // The store works on.
    store.getState().setLogin('customer', { status: 'succeeded' });
    expect(store.getState().logins.customer.status).toBe('succeeded');
  });

  it('ignores an answer that comes after the time-out', async () => {
    vi.useFakeTimers();
    let answer: (value: string) => void = () => {};
    const late: StateStorage = {
      getItem: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
      setItem: () => {},
      removeItem: () => {},
    };
    const store = createClientStore({ storage: late, onError: () => {}, timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    store.getState().setCart((cart) => ({ ...cart, items: [SHEA] }));
    answer(stored(SNAPSHOT));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().cart.items).toEqual([SHEA]);
    expect(store.getState().logins.merchant.status).toBe('idle');
  });

  it('does not time out a storage that answers in time', async () => {
    vi.useFakeTimers();
    const { reports, onError } = recorder();
    const slow: StateStorage = {
      getItem: () => new Promise((resolve) => setTimeout(() => resolve(stored(SNAPSHOT)), 4000)),
      setItem: () => {},
      removeItem: () => {},
    };
    const store = createClientStore({ storage: slow, onError });
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false });
    expect(dataOf(store)).toEqual(SNAPSHOT);
    await vi.advanceTimersByTimeAsync(2000);
    expect(reports).toEqual([]);
  });
});

describe('unusable storage', () => {
  it('reads corrupt JSON as nothing stored, and reports a parse failure', () => {
    const { reports, onError } = recorder();
    localStorage.setItem(PERSIST_KEY, '{"state":{"cart":');
    const store = createClientStore({ onError });
    expect(store.gate.getState()).toMatchObject({ restored: true, timedOut: false });
    expect(store.gate.getState().error).toBeInstanceOf(SyntaxError);
    expect(reports.map((r) => r.phase)).toEqual(['parse']);
    expect(dataOf(store)).toEqual(emptyClientState());
    expect(store.persist.hasHydrated()).toBe(true);
    store.dispose();
  });

  it('survives a storage that refuses reads and writes (site data blocked)', () => {
    const { reports, onError } = recorder();
    const denied = new DOMException('The operation is insecure.', 'SecurityError');
    const storage: StateStorage = {
      getItem: () => {
        throw denied;
      },
      setItem: () => {
        throw denied;
      },
      removeItem: () => {
        throw denied;
      },
    };
    const store = createClientStore({ storage, onError });
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false, error: denied });
    expect(dataOf(store)).toEqual(emptyClientState());
    expect(() => store.getState().setCart((cart) => ({ ...cart, items: [SHEA] }))).not.toThrow();
    expect(store.getState().cart.items).toEqual([SHEA]);
    // Nothing was read, so nothing is written: what storage may hold is not replaced.
    expect(reports.map((r) => r.phase)).toEqual(['read']);
  });

  it('survives window.localStorage itself throwing, on memory storage', () => {
    const { reports, onError } = recorder();
    const denied = new DOMException('Access is denied for this document.', 'SecurityError');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw denied;
    });
    const store = createClientStore({ onError });
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false, error: denied });
    store.getState().setCart((cart) => ({ ...cart, items: [SHEA] }));
    expect(store.getState().cart.items).toEqual([SHEA]);
    expect(reports.map((r) => r.phase)).toEqual(['read']);
  });

  it('survives a rejected async read', async () => {
    const { reports, onError } = recorder();
    const storage: StateStorage = {
      getItem: () => Promise.reject(new Error('IndexedDB closed')),
      setItem: () => {},
      removeItem: () => {},
    };
    const store = createClientStore({ storage, onError });
    await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
    expect(reports.map((r) => r.phase)).toEqual(['read']);
    expect(dataOf(store)).toEqual(emptyClientState());
  });

  it('keeps the state in memory when the quota is full, and reports the write', () => {
    const { reports, onError } = recorder();
    localStorage.setItem(PERSIST_KEY, stored(SNAPSHOT));
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw full;
    });
    const store = createClientStore({ onError });
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false });
    expect(() =>
      store.getState().setCart((cart) => ({ ...cart, items: [...cart.items, SHEA] })),
    ).not.toThrow();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(reports).toEqual([{ error: full, phase: 'write' }]);
    // A write error after restoring is not a restore error.
    expect(store.gate.getState().error).toBeUndefined();
    store.dispose();
  });

  it('reports a rejected async write', async () => {
    const { reports, onError } = recorder();
    const storage: StateStorage = {
      getItem: () => Promise.resolve(null),
      setItem: () => Promise.reject(new Error('disk full')),
      removeItem: () => Promise.resolve(),
    };
    const store = createClientStore({ storage, onError });
    await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
    store.getState().setLogin('customer', { status: 'failed' });
    await vi.waitFor(() => expect(reports.map((r) => r.phase)).toEqual(['write']));
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createClientStore({ storage: createMemoryStorage({ root: 'not json' }) });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('parse');
  });
});
