import type { PageHead } from './PageHead';

/** The attribute that marks the head's tags as the page's (the browser replaces them on the next page). */
export const HEAD_ATTRIBUTE = 'data-page-head';

/**
 * A text made safe inside an HTML attribute's double quotes or an element's text.
 *
 * @example
 * escapeHtml(`"<b>" & 'x'`); // '&quot;&lt;b&gt;&quot; &amp; &#39;x&#39;'
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` (and the line separators JavaScript
 * does not allow in strings) as `\u` escapes, so no text in it can close the script or open a comment;
 * `JSON.parse` reads back the same value.
 *
 * @example
 * scriptJson({ name: '</script>' }); // '{"name":"\\u003c/script\\u003e"}'
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The head's tags in order: [tag, attributes, text] (text for `title` and `script`). */
export type HeadTag = readonly [
  tag: 'title' | 'meta' | 'link' | 'script',
  attributes: Readonly<Record<string, string>>,
  text?: string,
];

/**
 * A head as its tags, in the order the HTML carries them (the one list {@link renderHead} writes and the
 * browser's `applyHead` builds): title, description, robots, canonical, Open Graph, Twitter, JSON-LD.
 *
 * @example
 * headTags(head)[0]; // ['title', {}, 'Ankara dress — ₦12,500 | Marketplace']
 */
export function headTags(head: PageHead): HeadTag[] {
  const og = head.openGraph;
  const property = (name: string, content: string | undefined): HeadTag[] =>
    content === undefined ? [] : [['meta', { property: name, content }]];
  const named = (name: string, content: string | undefined): HeadTag[] =>
    content === undefined ? [] : [['meta', { name, content }]];
  return [
    ['title', {}, head.title],
    ...named('description', head.description),
    ...named('robots', head.robots),
    ['link', { rel: 'canonical', href: head.canonical }],
    ...property('og:type', og.type),
    ...property('og:site_name', og.siteName),
    ...property('og:title', og.title),
    ...property('og:description', og.description),
    ...property('og:url', og.url),
    ...property('og:image', og.image),
    ...property('product:price:amount', og.price?.amount),
    ...property('product:price:currency', og.price?.currency),
    ...named('twitter:card', head.twitter.card),
    ...named('twitter:title', head.twitter.title),
    ...named('twitter:description', head.twitter.description),
    ...named('twitter:image', head.twitter.image),
    ...(head.jsonLd ?? []).map(
      (data): HeadTag => ['script', { type: 'application/ld+json' }, scriptJson(data)],
    ),
  ];
}

/**
 * A page's head as HTML for the server's `<head>`: every value escaped (attributes and the title as HTML,
 * JSON-LD with `<` escaped), each tag marked {@link HEAD_ATTRIBUTE} so that the browser replaces them when
 * the shopper moves to another page.
 *
 * @example
 * html.replace('<title>Marketplace</title>', renderHead(pageData.head));
 */
export function renderHead(head: PageHead): string {
  return headTags(head)
    .map(([tag, attributes, text]) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      const open = `<${tag} ${HEAD_ATTRIBUTE}=""${attrs}>`;
      if (tag === 'title') return `${open}${escapeHtml(text ?? '')}</title>`;
      if (tag === 'script') return `${open}${text ?? ''}</script>`;
      return open;
    })
    .join('\n');
}
