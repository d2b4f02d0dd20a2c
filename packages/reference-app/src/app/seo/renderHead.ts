// PLACEHOLDER (H-server): the minimal head the server renders until H-data's version replaces this file.
import type { PageHead } from './PageHead';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's head tags, escaped: title, description and canonical link.
 *
 * @example
 * renderHead({ title: 'Shoes | Marketplace', description: 'Shoes', canonical: 'https://shop.ng/' });
 */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
  ].join('\n    ');
}
