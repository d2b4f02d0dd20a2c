import { useEffect, useRef } from 'react';

/** Options of {@link useRevealOnLoad}. */
export interface RevealOnLoadOptions {
  /** Also scroll the heading to the top of the view (default `true`). */
  scroll?: boolean;
}

/**
 * Takes the reader (and focus) to a detail's heading once the detail has loaded: returns the ref to put on
 * the heading (which needs `tabIndex={-1}`). Focuses it, and scrolls it into view unless `scroll` is
 * `false`, each time `loaded` turns true.
 *
 * @example
 * const heading = useRevealOnLoad(order !== undefined);
 * <h2 id="order-title" ref={heading} tabIndex={-1}>Order {name}</h2>
 */
export function useRevealOnLoad<T extends HTMLElement = HTMLHeadingElement>(
  loaded: boolean,
  { scroll = true }: RevealOnLoadOptions = {},
) {
  const heading = useRef<T>(null);
  useEffect(() => {
    if (!loaded) return;
    heading.current?.focus();
    if (scroll) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, scroll]);
  return heading;
}
