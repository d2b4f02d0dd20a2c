import type { StateStorage } from 'zustand/middleware';

/**
 * A zustand `StateStorage` held in memory: for server rendering (one per request) and tests. Nothing
 * outlives the page. `initial` seeds it with raw (already serialised) entries.
 *
 * @example
 * const store = createClientStore({ storage: createMemoryStorage() });
 * const seeded = createMemoryStorage({ root: JSON.stringify({ state: snapshot, version: 1 }) });
 */
export function createMemoryStorage(initial: Record<string, string> = {}): StateStorage<void> {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => {
      entries.set(name, value);
    },
    removeItem: (name) => {
      entries.delete(name);
    },
  };
}
