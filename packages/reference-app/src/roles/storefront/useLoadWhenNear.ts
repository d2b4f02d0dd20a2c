import { type RefCallback, useCallback, useEffect, useState } from 'react';

/** How far below the screen a section starts loading: about a phone screen ahead of the shopper. */
const AHEAD = '800px 0px';
/** The longest wait for an idle moment once the first screen is there (ms). */
const IDLE_TIMEOUT_MS = 1500;

/** What {@link useLoadWhenNear} gives: the ref for the section's element, and whether to load now. */
export interface LoadWhenNear<T extends Element> {
  ref: RefCallback<T>;
  load: boolean;
}

/**
 * Whether a section further down a page may load its data now: once it comes within a screen of the
 * viewport, or once `firstScreenReady` (the first screen's data is there) and the browser has an idle
 * moment. Until then its requests do not compete with the first screen's for a phone's bandwidth (the
 * home page's largest paint waited for all nine shelves' answers). Where the browser cannot tell what is
 * on screen (no `IntersectionObserver`, e.g. jsdom), it loads at once. Once true, it stays true.
 *
 * @example
 * const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
 * const deals = useGetDailyDiscountOffers(load ? undefined : null);
 * <LoadSection ref={ref} title="Daily deals" loaded={deals.data !== undefined} … />
 */
export function useLoadWhenNear<T extends Element>(firstScreenReady: boolean): LoadWhenNear<T> {
  const [load, setLoad] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback<RefCallback<T>>((node) => setElement(node), []);

  useEffect(() => {
    if (load || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, element]);

  useEffect(() => {
    if (load || !firstScreenReady) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setLoad(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setLoad(true), 200);
    return () => window.clearTimeout(id);
  }, [load, firstScreenReady]);

  return { ref, load };
}
