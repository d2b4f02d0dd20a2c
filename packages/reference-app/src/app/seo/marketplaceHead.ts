import { buildHead } from './buildHead';
import { listingPath } from './listingPath';
import type { PageHead } from './PageHead';

/**
 * The marketplace page's head.
 *
 * @example
 * useDocumentHead(marketplaceHead(usePageUrl()));
 */
export function marketplaceHead(url: URL): PageHead {
  return buildHead({
    url,
    title: 'The marketplace',
    description: 'Products our stores picked for the marketplace, each sold and shipped by its store.',
    canonicalPath: listingPath('/marketplace', url.searchParams),
  });
}
