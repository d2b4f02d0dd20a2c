import { buildHead } from './buildHead';
import type { PageHead } from './PageHead';

/**
 * The search page's head: "Search: <term>", kept out of search results (results of a search are not
 * pages of their own) while its links are followed.
 *
 * @example
 * useDocumentHead(searchHead(usePageUrl(), 'charger'));
 */
export function searchHead(url: URL, term: string): PageHead {
  return buildHead({
    url,
    title: term ? `Search: ${term}` : 'Search',
    description: term
      ? `Products matching “${term}” from stores across Nigeria.`
      : 'Search products, brands and stores across Nigeria.',
    canonicalPath: term ? `/search?q=${encodeURIComponent(term)}` : '/search',
    noindex: true,
  });
}
