import { useEffect } from 'react';
import { applyHead, clearHead } from './applyHead';
import type { PageHead } from './PageHead';

/**
 * Keeps the document's head on the page's: its title, description, canonical URL, Open Graph and Twitter
 * tags and JSON-LD, replacing the previous page's (moving between pages in the browser), and taking them
 * away when the page goes (a page without a head of its own keeps none of this one's). The server writes
 * the first page's head into the HTML with the same builders (src/app/ssr/).
 *
 * @example
 * useDocumentHead(homeHead(usePageUrl()));
 */
export function useDocumentHead(head: PageHead): void {
  // The head's content, not its identity: builders make a new object on every render.
  const content = JSON.stringify(head);
  useEffect(() => {
    applyHead(document, JSON.parse(content) as PageHead);
    return () => clearHead(document);
  }, [content]);
}
