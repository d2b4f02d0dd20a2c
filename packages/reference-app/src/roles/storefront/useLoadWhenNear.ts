import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onIdleTurn } from './onIdleTurn';

/** How far below the screen a section starts loading: about a phone screen ahead of the shopper. */
const AHEAD = '800px 0px';

const unchanging = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

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
  /**
   * The section's code, loaded in its idle turn before it renders: the next section's turn waits for it
   * (sections sharing one lazily loaded module would otherwise all render, and fetch, the moment it came).
   */
  code?: () => Promise<unknown>;
}

/**
 * Whether a section further down a page may load its data now: once it comes within a screen of the
 * viewport, or once `firstScreenReady` (the first screen's data is there) and the browser has an idle
 * moment for it (its turn: one section per idle moment, see onIdleTurn). Until then its requests do not
 * compete with the first screen's for a phone's bandwidth (the home page's largest paint waited for all
 * nine shelves' answers). Where the browser cannot tell what is
 * on screen (no `IntersectionObserver`, e.g. jsdom), it loads at once. Once true, it stays true.
 * A page whose first screen is ready when it mounts was seen before in this visit (its data is cached:
 * Back from a product): its sections load at once, from the cache, so the page has its whole height
 * when the router restores the scroll position. A page rendered on the server (whose first screen came
 * with it) waits like a fresh one: nothing further down loads on the server or during hydration.
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
  // False on the server and while hydrating its HTML (the server's answer), true in a page the browser renders.
  const rendered = useSyncExternalStore(unchanging, inBrowser, onServer);
  const [load, setLoad] = useState(
    () => rendered && (firstScreenReady || typeof IntersectionObserver === 'undefined'),
  );
  const ref = useRef<T>(null);
  const waiting = options.afterFirstScreen === true && !firstScreenReady;
  const { code } = options;

  useEffect(() => {
    if (load || waiting) return;
    const now = () => setLoad(true);
    if (typeof IntersectionObserver === 'undefined') return now();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) now();
      },
      { rootMargin: AHEAD },
    );
    if (ref.current) observer.observe(ref.current);
    // One section per idle moment (onIdleTurn), not all of the page's in the first one.
    const cancelTurn = firstScreenReady
      ? onIdleTurn(() => Promise.resolve(code?.()).then(now, now))
      : undefined;
    return () => {
      observer.disconnect();
      cancelTurn?.();
    };
  }, [load, firstScreenReady, waiting, code]);

  return { ref, load };
}
