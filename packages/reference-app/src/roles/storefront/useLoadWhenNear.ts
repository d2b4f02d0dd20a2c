import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below the screen a section starts loading: about a phone screen ahead of the shopper. */
const AHEAD = '800px 0px';
/** The longest wait for an idle moment once the first screen is there (ms). */
const IDLE_TIMEOUT_MS = 1500;

/** What {@link useLoadWhenNear} gives: the ref for the section's element, and whether to load now. */
export interface LoadWhenNear<T extends Element> {
  ref: RefObject<T | null>;
  load: boolean;
}

/** Options of {@link useLoadWhenNear}. */
export interface LoadWhenNearOptions {
  /**
   * Never before the first screen is ready, even when near: for a part just below a phone's first screen
   * (the product page's delivery and seller boxes), which is "near" from the start and would otherwise
   * load beside the main picture.
   */
  afterFirstScreen?: boolean;
}

/**
 * Whether a section further down a page may load its data now: once it comes within a screen of the
 * viewport, or once `firstScreenReady` (the first screen's data is there) and the browser has an idle
 * moment. Until then its requests do not compete with the first screen's for a phone's bandwidth (the
 * home page's largest paint waited for all nine shelves' answers). Where the browser cannot tell what is
 * on screen (no `IntersectionObserver`, e.g. jsdom), it loads at once. Once true, it stays true.
 * A page whose first screen is ready when it mounts was seen before in this visit (its data is cached:
 * Back from a product): its sections load at once, from the cache, so the page has its whole height
 * when the router restores the scroll position.
 *
 * @example
 * const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
 * // or, for a box just below the first screen: useLoadWhenNear(firstScreenReady, { afterFirstScreen: true })
 * const deals = useGetDailyDiscountOffers(load ? undefined : null);
 * <LoadSection ref={ref} title="Daily deals" loaded={deals.data !== undefined} … />
 */
export function useLoadWhenNear<T extends Element>(
  firstScreenReady: boolean,
  options: LoadWhenNearOptions = {},
): LoadWhenNear<T> {
  // On the server (no window) as in the browser's first render, so a server-rendered page hydrates.
  const [load, setLoad] = useState(
    () => firstScreenReady || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  const ref = useRef<T>(null);
  const waiting = options.afterFirstScreen === true && !firstScreenReady;

  useEffect(() => {
    if (load || waiting) return;
    const now = () => setLoad(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) now();
      },
      { rootMargin: AHEAD },
    );
    if (ref.current) observer.observe(ref.current);
    // Safari has no requestIdleCallback: a short timeout stands in.
    const idle = !firstScreenReady
      ? undefined
      : window.requestIdleCallback
        ? window.requestIdleCallback(now, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(now, 200);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [load, firstScreenReady, waiting]);

  return { ref, load };
}
