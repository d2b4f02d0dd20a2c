import { addRecentlyViewed, PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@marketplace/sdk';
import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ClientState, LoginSlice, PersistedClientState } from './ClientState';
import { CLIENT_STATE_VERSION } from './clientStateVersion';
import { createMemoryStorage } from './createMemoryStorage';
import { emptyClientState } from './emptyClientState';
import { InvalidClientStateError } from './InvalidClientStateError';
import { loadedRestore, loadRestore, type Restore } from './loadRestore';
import { type PersistErrorHandler, type PersistPhase, safeStorage } from './safeStorage';

/** Options of {@link createClientStore}. */
export interface ClientStoreOptions {
  /**
   * Where the state is kept. Default: `localStorage` in a browser (a memory storage when there is none,
   * as in Node, or when the browser denies it); {@link createMemoryStorage} for SSR and tests; any zustand
   * `StateStorage`, synchronous or not.
   */
  storage?: StateStorage;
  /** The storage key. Default `root` (PERSIST_KEY). */
  name?: string;
  /** The version written beside the state. Default {@link CLIENT_STATE_VERSION}. */
  version?: number;
  /** Brings an older snapshot to `version`. Default `migrateClientState`. */
  migrate?: (persisted: unknown, version: number) => unknown;
  /** How long restoring may take before the store goes on with the empty state. Default 5000 (PERSIST_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Told about every storage failure the store survived. Default: `console.warn`. */
  onError?: PersistErrorHandler;
  /**
   * Follow changes other tabs make (the `storage` event of the key). Default: true when the storage is the
   * default `localStorage`.
   */
  crossTab?: boolean;
  /**
   * Leave the stored state unread until {@link ClientStore.restore} (which `ClientStateProvider` calls
   * once it has mounted, after hydration). For server rendering: the server's HTML and the browser's
   * first render both show the empty state (no saved cart), so hydration matches; the saved cart appears
   * right after. Default false: restore at once.
   */
  deferRestore?: boolean;
}

/** Whether restoring the persisted state is over (see `usePersistGate`). */
export interface PersistGateState {
  /** False until the stored state has been read, or given up on. */
  restored: boolean;
  /** Storage did not answer within the timeout: the store went on with the empty state. */
  timedOut: boolean;
  /** What went wrong while restoring (unreadable storage, corrupt JSON, failed migration, timeout). */
  error?: unknown;
}

/** Reading the stored state again, and whether the latest read is over. */
export interface ClientStorePersist {
  /** Reads the stored state again (checked and migrated like the first read); resolves when it is in. */
  rehydrate(): Promise<void>;
  /** Whether the latest read of the stored state is over (false while one is under way). */
  hasHydrated(): boolean;
}

/**
 * The client store: a vanilla zustand store, its persistence (`store.persist.rehydrate()`), the restore
 * gate, and `dispose()` to stop following other tabs.
 */
export type ClientStore = StoreApi<ClientState> & {
  readonly persist: ClientStorePersist;
  /** Whether restoring is over; read it with `usePersistGate()`. */
  readonly gate: StoreApi<PersistGateState>;
  /** Stops listening to other tabs. */
  dispose(): void;
  /**
   * Reads the stored state if `deferRestore` left it unread (once: later calls get the same promise),
   * resolving when it is restored. Without `deferRestore` it does nothing: the store restored itself when
   * it was made (the gate says when that is over).
   */
  restore(): Promise<void>;
};

const warn: PersistErrorHandler = (error, phase) =>
  console.warn(`[marketplace] persisted state: ${phase} failed`, error);

/**
 * Creates the client state (spec sections 1 and 9): the cart and the four login slices, persisted (a
 * version and migrations, zustand's layout) under `root` (the signed-in users persist in the SDK's token
 * store). Restoring starts
 * at once and never fails: storage that is denied, full, corrupt or slower than `timeoutMs` leaves the
 * empty state (and, but for corrupt JSON, nothing is written until a later read succeeds, so the saved state
 * is not replaced), values that fail their checks are dropped, each with a report to `onError`; a write from
 * another tab that fails them is ignored whole. The gate says when restoring is over. A vanilla store, so it works outside React and on the server (one per request).
 *
 * @example
 * const store = createClientStore();
 * store.gate.getState().restored; // true at once with localStorage
 * store.getState().setCart((cart) => ({ ...cart, items: addCartItem(cart.items, item) }));
 *
 * // Server rendering and tests:
 * const ssr = createClientStore({ storage: createMemoryStorage() });
 * // A server-rendered page in the browser: the saved cart comes after hydration
 * const hydrating = createClientStore({ deferRestore: true });
 */
export function createClientStore(options: ClientStoreOptions = {}): ClientStore {
  const report = options.onError ?? warn;
  const gate = createStore<PersistGateState>(() => ({ restored: false, timedOut: false }));
  // What went wrong before the first restore finished, for the gate.
  let restoreError: unknown;
  let timedOut = false;
  const track: PersistErrorHandler = (error, phase: PersistPhase) => {
    if (!gate.getState().restored && phase !== 'write') {
      restoreError ??= error;
      if (phase === 'timeout') timedOut = true;
    }
    report(error, phase);
  };

  const raw = options.storage ?? defaultStorage(track);
  const name = options.name ?? PERSIST_KEY;
  // The default migrations come with the restore module, loaded before anything stored is read.
  const migrate =
    options.migrate ??
    ((persisted: unknown, version: number) => loadedRestore()?.migrateClientState(persisted, version));

  const version = options.version ?? CLIENT_STATE_VERSION;
  const storage = restoringStorage<PersistedClientState>(raw, options.timeoutMs ?? PERSIST_TIMEOUT_MS, track);
  const store = createStore<ClientState>()((set, get) => ({
    ...emptyClientState(),
    setCart: (next) => set((s) => ({ cart: typeof next === 'function' ? next(s.cart) : next })),
    setLogin: (role, slice) =>
      set((s) => {
        const merged: LoginSlice = { ...s.logins[role], ...slice };
        if (merged.error === undefined) delete merged.error;
        return { logins: { ...s.logins, [role]: merged } };
      }),
    clearSession: (role) =>
      set((s) => {
        const empty = emptyClientState();
        if (!role) return { logins: empty.logins };
        return { logins: { ...s.logins, [role]: empty.logins[role] } };
      }),
    viewProduct: (id) => {
      const viewed = get().recentlyViewed;
      const next = addRecentlyViewed(viewed, id);
      // The same product first again: no change, so no write (every change is written).
      if (next.length !== viewed.length || next.some((v, i) => v !== viewed[i]))
        set({ recentlyViewed: next });
    },
    clearRecentlyViewed: () => set({ recentlyViewed: [] }),
    reset: () => set(emptyClientState()),
  }));

  // Every change is written at once, but for the state a read brings in.
  let reading = false;
  const save = () => {
    const { cart, logins, recentlyViewed, savedViews } = store.getState();
    return storage.setItem(name, { state: { cart, logins, recentlyViewed, savedViews }, version });
  };
  store.subscribe(() => {
    if (!reading) save();
  });

  // A migration that fails leaves the empty state, as unreadable storage does.
  const migrated = (persisted: unknown, from: number): unknown => {
    try {
      const result = migrate(persisted, from);
      return isPromiseLike(result)
        ? Promise.resolve(result).catch((error: unknown) => {
            track(error, 'migrate');
            return undefined;
          })
        : result;
    } catch (error) {
      track(error, 'migrate');
      return undefined;
    }
  };
  // The stored value is untrusted: keep only what has the right shape and range, and say what was
  // dropped. Nothing stored (or nothing usable) keeps the current state.
  const take = (persisted: unknown, wasMigrated: boolean) => {
    const restore = loadedRestore();
    if (isRecord(persisted) && restore) {
      reading = true;
      try {
        store.setState(
          restore.restoreWith(restore.cartLineSchema, persisted, (paths) =>
            track(new InvalidClientStateError(paths), 'restore'),
          ),
        );
      } finally {
        reading = false;
      }
    }
    if (wasMigrated) save();
  };
  let reads = 0;
  let hydrated = false;
  const finish = (read: number, error?: unknown) => {
    if (read !== reads) return;
    if (error === undefined) hydrated = true;
    else track(error, 'read');
    if (!gate.getState().restored) {
      gate.setState(
        restoreError === undefined
          ? { restored: true, timedOut }
          : { restored: true, timedOut, error: restoreError },
      );
    }
  };
  /** Reads the stored state: synchronously when the storage and the restore module are (see restoringStorage). */
  const hydrate = (): Promise<void> | undefined => {
    const read = ++reads;
    hydrated = false;
    try {
      const done = then(storage.getItem(name), (stored: StorageValue<PersistedClientState> | null) => {
        if (read !== reads || !stored) return;
        if (typeof stored.version === 'number' && stored.version !== version)
          return then(migrated(stored.state, stored.version), (state) => {
            if (read === reads) take(state, true);
          });
        take(stored.state, false);
      });
      if (!isPromiseLike(done)) {
        finish(read);
        return;
      }
      return Promise.resolve(done).then(
        () => finish(read),
        (error: unknown) => finish(read, error),
      );
    } catch (error) {
      finish(read, error);
    }
  };
  if (!options.deferRestore) hydrate();
  const persistApi: ClientStorePersist = {
    rehydrate: () => Promise.resolve(hydrate()),
    hasHydrated: () => hydrated,
  };

  let stop = () => {};
  const follow = options.crossTab ?? (options.storage === undefined && raw === browserStorage());
  if (follow && typeof window !== 'undefined') {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== name) return;
      if (event.storageArea && isWebStorage(raw) && event.storageArea !== raw) return;
      // Another tab cleared the state (a reset): follow it.
      if (event.newValue === null) return store.setState(emptyClientState());
      // A write this tab cannot take whole (not JSON, not the layout, a value out of range) is ignored,
      // not merged: this tab keeps its cart and logins.
      const take = (value: string, { rejectedWrite, cartLineSchema }: Restore) => {
        const dropped = rejectedWrite(
          value,
          options.version ?? CLIENT_STATE_VERSION,
          migrate,
          cartLineSchema,
        );
        if (dropped)
          return track(new InvalidClientStateError(dropped, 'Ignored a write from another tab'), 'restore');
        void persistApi.rehydrate();
      };
      // At once when the restore module is loaded, else once it is (if it cannot load, the write is ignored).
      const loaded = loadedRestore();
      if (loaded) return take(event.newValue, loaded);
      const value = event.newValue;
      void loadRestore().then(
        (restore) => take(value, restore),
        (error: unknown) => track(error, 'read'),
      );
    };
    window.addEventListener('storage', onStorage);
    stop = () => window.removeEventListener('storage', onStorage);
  }

  let restoring: Promise<void> | undefined;
  const restore = () => (restoring ??= options.deferRestore ? persistApi.rehydrate() : Promise.resolve());

  return Object.assign(store, { persist: persistApi, gate, dispose: () => stop(), restore });
}

/**
 * The persisted storage, whose read of a stored snapshot waits for the restore module (a chunk of its own,
 * loaded once: the cart line schema, the checks, the migrations). With nothing stored, or the module
 * already loaded, a synchronous storage stays synchronous. The wait has no timeout: going on with the
 * empty state while the snapshot is still stored would let the next write replace the saved cart (seen on
 * a loaded machine, where the chunk took over 5 s). A read that fails (the module does not load, storage
 * refuses or times out) is reported and the store goes on with the empty state, but nothing is written
 * until a read succeeds (a retry, another tab's write, a reload): what is saved is never replaced by a
 * state that did not start from it. A stored value that reads but cannot be used (not JSON, a failed
 * migration) is not held: it would stop the cart from ever being saved again.
 */
function restoringStorage<S>(
  raw: StateStorage,
  timeoutMs: number,
  report: PersistErrorHandler,
): PersistStorage<S> {
  let failed = false;
  // A read has brought what is stored (or found nothing): from then on writes may replace it.
  let readOnce = false;
  const storage = safeStorage<S>(raw, {
    timeoutMs,
    report: (error, phase) => {
      if (phase === 'read' || phase === 'timeout') failed = true;
      report(error, phase);
    },
  });
  const done = (value: StorageValue<S> | null) => {
    readOnce ||= !failed;
    return value;
  };
  const ready = (value: StorageValue<S> | null) =>
    value && !loadedRestore()
      ? loadRestore().then(
          () => done(value),
          (error: unknown) => {
            failed = true;
            report(error, 'read');
            return done(null);
          },
        )
      : done(value);
  return {
    ...storage,
    getItem(name) {
      failed = false;
      const value = storage.getItem(name);
      return isPromiseLike(value) ? Promise.resolve(value).then(ready) : ready(value);
    },
    setItem(name, value) {
      if (readOnce) storage.setItem(name, value);
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function defaultStorage(report: PersistErrorHandler): StateStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch (error) {
    // Reading window.localStorage throws a SecurityError when the user blocks site data.
    report(error, 'read');
  }
  return createMemoryStorage();
}

const isWebStorage = (value: unknown): value is Storage =>
  typeof Storage !== 'undefined' && value instanceof Storage;

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** `f(value)`, after `value` when it is a promise: a synchronous storage restores synchronously. */
function then<T, R>(value: T | PromiseLike<T>, f: (value: T) => R): R | Promise<unknown> {
  return isPromiseLike(value) ? Promise.resolve(value).then(f) : f(value as T);
}
