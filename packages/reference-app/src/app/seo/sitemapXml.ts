// PLACEHOLDER (H-server): until H-data's version replaces this file (categories, stores, products).
import type { MarketplaceClient } from '@marketplace/sdk';

/**
 * The sitemap: the home page only (placeholder).
 *
 * @example
 * await sitemapXml({ client, origin: 'https://shop.example.com' });
 */
export async function sitemapXml(args: { client: MarketplaceClient; origin: string }): Promise<string> {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${args.origin}/</loc></url></urlset>\n`;
}
