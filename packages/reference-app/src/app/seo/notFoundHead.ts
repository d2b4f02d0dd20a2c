import { buildHead } from './buildHead';
import type { PageHead } from './PageHead';

/**
 * The head of a page the storefront has no such thing for (a product, category, store or collection that
 * does not exist): "<What> not found", kept out of search results.
 *
 * @example
 * useDocumentHead(notFoundHead(usePageUrl(), 'Product'));
 */
export function notFoundHead(url: URL, what: string): PageHead {
  return buildHead({
    url,
    title: `${what} not found`,
    description: `There is no ${what.toLowerCase()} at this address: it may have been removed, or the link may be wrong.`,
    canonicalPath: url.pathname,
    noindex: true,
  });
}
