/**
 * The subscribe/emit pair both token stores share. Internal: not exported from the package.
 *
 * @example
 * const listeners = createListenerSet<string>();
 * const stop = listeners.subscribe((role) => console.log(role));
 * listeners.emit('admin'); // logs 'admin'
 * stop();
 */
export function createListenerSet<T>(): {
  subscribe(listener: (value: T) => void): () => void;
  emit(value: T): void;
} {
  // One entry per subscription, so the same function subscribed twice is also unsubscribed one at a time.
  const entries = new Set<{ listener: (value: T) => void }>();
  return {
    subscribe(listener) {
      const entry = { listener };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
    emit(value) {
      // A copy, so a listener that unsubscribes during the call does not skip its neighbours.
      for (const entry of [...entries]) entry.listener(value);
    },
  };
}
