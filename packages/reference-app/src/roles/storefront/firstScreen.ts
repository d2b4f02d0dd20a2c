import { useSyncExternalStore } from 'react';

/**
 * Whether a page's first screen is complete (the product page's main picture is in), told to the parts
 * that wait for it (the boxes and sections loaded after it) without re-rendering the page: settling it
 * re-renders only those that read it, not the gallery, the buy box and the reviews beside them, at the
 * moment the browser is about to paint the picture.
 */
export interface FirstScreen {
  /** Whether it is complete. */
  ready(): boolean;
  /** Marks it complete (again: nothing happens). */
  settle(): void;
  /** Calls `listener` when it becomes complete; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * A first screen, complete from the start when `ready` (a product without pictures).
 *
 * @example
 * const [firstScreen] = useState(() => createFirstScreen(!product.hostedImages?.length));
 * <ProductGallery onPictureSettled={firstScreen.settle} … />
 */
export function createFirstScreen(ready: boolean): FirstScreen {
  let complete = ready;
  const listeners = new Set<() => void>();
  return {
    ready: () => complete,
    settle: () => {
      if (complete) return;
      complete = true;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whether `firstScreen` is complete, re-rendering the calling component (only) when it becomes so.
 *
 * @example
 * const { ref, load } = useLoadWhenNear<HTMLElement>(useFirstScreenReady(firstScreen));
 */
export function useFirstScreenReady(firstScreen: FirstScreen): boolean {
  return useSyncExternalStore(firstScreen.subscribe, firstScreen.ready, firstScreen.ready);
}
