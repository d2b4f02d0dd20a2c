import { buildHead } from './buildHead';
import type { PageHead } from './PageHead';

/**
 * A featured collection's head: its title, description and banner.
 *
 * @example
 * useDocumentHead(collectionHead(usePageUrl(), collection));
 */
export function collectionHead(
  url: URL,
  collection: { id: number; title: string; description?: string; image?: string },
): PageHead {
  return buildHead({
    url,
    title: collection.title,
    description: collection.description || `${collection.title}: products picked from stores across Nigeria.`,
    canonicalPath: `/collection/${collection.id}`,
    image: collection.image,
  });
}
