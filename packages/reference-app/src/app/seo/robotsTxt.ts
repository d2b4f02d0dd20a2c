/**
 * The paths crawlers are kept out of: the account and the checkout (`/customer`), the workspaces and their
 * sign-in pages, the cart and the saved items (one shopper's), the sandbox's mailbox. The search page
 * stays open: its results are `noindex, follow` (their head), so crawlers reach the products it links to
 * without listing the results themselves (a disallowed page's noindex would never be read).
 */
export const ROBOTS_DISALLOWED = [
  '/customer',
  '/merchant',
  '/admin',
  '/shipping-partner',
  '/cart',
  '/saved',
  '/demo-mailbox',
] as const;

/**
 * The site's robots.txt: the storefront allowed, {@link ROBOTS_DISALLOWED} disallowed, and where the
 * sitemap is.
 *
 * @example
 * robotsTxt('https://shop.example.ng'); // 'User-agent: *\nAllow: /\nDisallow: /customer\n…\nSitemap: https://shop.example.ng/sitemap.xml\n'
 */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
