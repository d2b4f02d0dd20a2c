import { useEffect } from 'react';
import type { PageHead } from './PageHead';

// The code that writes the head into the document loads after the page's first render (the server's HTML
// already has the first page's head): it stays out of the first page's JavaScript. Loaded once, the calls
// run in the order the effects made them (a page's clean-up before the next page's head).
let writer: Promise<typeof import('./applyHead')> | undefined;
const withWriter = (use: (module: typeof import('./applyHead')) => void) => {
  writer ??= import('./applyHead');
  void writer.then(use);
};

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
    withWriter(({ applyHead }) => applyHead(document, JSON.parse(content) as PageHead));
    return () => withWriter(({ clearHead }) => clearHead(document));
  }, [content]);
}
