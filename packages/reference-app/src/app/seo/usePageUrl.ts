import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The origin outside a browser (the server's render, where the head comes from the page data instead). */
const NO_ORIGIN = 'http://localhost';

/**
 * The page's absolute address (the router's path and query on the window's origin), for the head's URLs.
 *
 * @example
 * useDocumentHead(homeHead(usePageUrl()));
 */
export function usePageUrl(): URL {
  const { pathname, search } = useLocation();
  return useMemo(
    () => new URL(`${pathname}${search}`, typeof window === 'undefined' ? NO_ORIGIN : window.location.origin),
    [pathname, search],
  );
}
