import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of the history was scrolled to, by its location key. */
const positions = new Map<string, number>();

/**
 * Scroll restoration for the app's frames: a new page (a link, a redirect) opens at its top; Back and
 * Forward return to where that page was scrolled. The router's `<ScrollRestoration>` does the same but
 * brings its server-rendering and storage code into the home page's first JavaScript (about 850 bytes
 * gzipped, over the budget of `pnpm figures`); this is the part a browser-routed app needs. The lazy
 * sections of a page seen before render from the cache at once (useLoadWhenNear), so the page has its
 * height when the position is restored.
 *
 * @example
 * export function Layout() { useScrollRestoration(); ... }
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    const saved = positions.get(key);
    // A first load (POP without a saved place) keeps the browser's own restoration; a #fragment its target.
    if (type === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (!hash) window.scrollTo(0, 0);
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, type]);
}
