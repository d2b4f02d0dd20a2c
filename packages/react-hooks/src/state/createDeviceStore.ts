/** A value kept on this device under its own `localStorage` key: see {@link createDeviceStore}. */
export interface DeviceStore<T> {
  /** The value: read from storage each time, the same object while the stored text is unchanged. */
  read(): T;
  /** Stores `value` (the empty value removes the key) and tells the subscribers. */
  write(value: T): void;
  /** Calls `listener` when the value changes, here or in another tab (the `storage` event). */
  subscribe(listener: () => void): () => void;
}

/** How a {@link DeviceStore} reads and writes its value. */
export interface DeviceStoreFormat<T> {
  /** The stored text as a value, checked (hand edits, other code): anything else reads as `empty`. */
  parse(raw: string): T;
  /** The value as stored text; `null` removes the key (the value is `empty`). */
  serialize(value: T): string | null;
  /** What nothing stored reads as. */
  empty: T;
}

function storage(): Storage | undefined {
  try {
    // Reading window.localStorage throws a SecurityError when the user blocks site data.
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A small value kept on this device under its own storage key, outside the persisted client state (that
 * state's code is in every consumer's first load, which a feature's own preference must not grow). Made
 * for `useSyncExternalStore`: `read` is a stable snapshot. When storage refuses (denied, quota full), the
 * value lives in memory for the page's life. Internal: hooks export what they make of it.
 *
 * @example
 * const chosenState = createDeviceStore('marketplace.deliveryState', {
 *   parse: (raw) => raw.trim() || null,
 *   serialize: (state) => state,
 *   empty: null,
 * });
 * chosenState.write('Oyo');
 * chosenState.read(); // 'Oyo'
 */
export function createDeviceStore<T>(key: string, format: DeviceStoreFormat<T>): DeviceStore<T> {
  const listeners = new Set<() => void>();
  let unsaved: { value: T } | undefined;
  let lastRaw: string | null | undefined;
  let last: T = format.empty;
  return {
    read() {
      if (unsaved) return unsaved.value;
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(key);
      } catch {
        raw = null;
      }
      if (raw !== lastRaw) {
        lastRaw = raw;
        last = raw ? format.parse(raw) : format.empty;
      }
      return last;
    },
    write(value) {
      try {
        const store = storage();
        if (!store) throw new Error('no storage');
        const raw = format.serialize(value);
        if (raw === null) store.removeItem(key);
        else store.setItem(key, raw);
        unsaved = undefined;
      } catch {
        unsaved = { value };
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
