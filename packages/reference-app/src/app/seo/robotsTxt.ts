// PLACEHOLDER (H-server): until H-data's version replaces this file.

/**
 * The site's robots.txt: everything may be crawled; the sitemap's address.
 *
 * @example
 * robotsTxt('https://shop.example.com');
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
