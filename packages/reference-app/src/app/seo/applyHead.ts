import type { PageHead } from './PageHead';
import { HEAD_ATTRIBUTE, headTags } from './renderHead';

/**
 * The tags a page's head owns: the server's (marked), and the description, robots, canonical, Open Graph
 * and Twitter tags whoever wrote them (the static shell's description too), so a page never shows two.
 */
const OWNED = [
  `[${HEAD_ATTRIBUTE}]:not(title)`,
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[name^="twitter:"]',
].join(',');

/**
 * Takes the page's head tags out of the document (the title stays until the next page sets its own).
 *
 * @example
 * clearHead(document);
 */
export function clearHead(document: Document): void {
  for (const element of document.head.querySelectorAll(OWNED)) element.remove();
}

/**
 * Makes the document's head say `head`: the title, and the previous page's description, canonical, Open
 * Graph, Twitter and JSON-LD tags replaced by this page's (the same tags, in the same order, as the server's
 * `renderHead`).
 *
 * @example
 * applyHead(document, productHead({ url, product }));
 */
export function applyHead(document: Document, head: PageHead): void {
  clearHead(document);
  document.title = head.title;
  for (const [tag, attributes, text] of headTags(head)) {
    if (tag === 'title') continue;
    const element = document.createElement(tag);
    element.setAttribute(HEAD_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    // The JSON as the script's text (the DOM needs no HTML escaping; the \u escapes read back the same).
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
