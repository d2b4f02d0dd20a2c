/** Runs async tasks one at a time, in the order they were given. */
export interface SerialQueue {
  /** Runs `task` after every task given before it has settled; resolves or rejects as `task` does. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks given and not yet settled (the running one included). */
  readonly size: number;
}

/**
 * A queue that runs one task at a time, in order, whatever each task's outcome: the cart sends its
 * changes through one, so fifty quick adds reach the server as fifty calls, in order, none lost or
 * doubled. `onIdle` runs when the last task settles, before that task's promise settles.
 *
 * @example
 * const queue = createSerialQueue(() => console.log('all sent'));
 * void queue.run(() => addToCart(client, { body: { productId: 56, quantity: 1 } }));
 * void queue.run(() => addToCart(client, { body: { productId: 56, quantity: 1 } })); // starts after the first
 */
export function createSerialQueue(onIdle?: () => void): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      size++;
      const result = tail.then(async () => {
        try {
          return await task();
        } finally {
          size--;
          if (size === 0) onIdle?.();
        }
      });
      // The next task waits for this one, failed or not.
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    get size() {
      return size;
    },
  };
}
