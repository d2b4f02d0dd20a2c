import { getAllCategories, getAllCustomerProducts, type MarketplaceClient } from '@marketplace/sdk';
import { productPath, storePath } from '../../components/product';

/** The sitemap protocol's limit of URLs in one sitemap. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Products asked for per call while paging through the catalogue (the contract's largest page). */
const PAGE = 100;

/** One `<url>` of the sitemap: its path and, when the data has a date, when it last changed. */
interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const xmlEscape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/**
 * The paths of every product customers can see (approved, on sale, in an approved store: what the
 * catalogue lists), newest first, paged through the whole list; at most `limit`.
 */
async function catalogue(client: MarketplaceClient, limit: number) {
  const rows: { id: number; storeId?: number; createdAt?: string }[] = [];
  for (let offset = 0; rows.length < limit; offset += PAGE) {
    const { data } = await getAllCustomerProducts(client, { query: { limit: PAGE, offset } });
    rows.push(...data.rows);
    if (data.rows.length < PAGE || offset + PAGE >= data.count) break;
  }
  return rows.slice(0, limit);
}

/**
 * The storefront's sitemap: the home page, every category and sub-category (the category list carries
 * them; child categories would cost a call per sub-category, and their products are listed in the sub-
 * category's page), every store that sells something (the contract has no public list of stores: a store
 * is known by its products, and one without any is an empty page), and every product customers can see,
 * with its creation date as `lastmod` (the only date a customer product carries). Absolute, XML-escaped
 * URLs. The protocol allows 50,000 URLs in one sitemap: above that, the newest products that fit are
 * listed (the rest would need a sitemap index, which a catalogue this size does not yet need).
 *
 * @example
 * response.end(await sitemapXml({ client, origin: 'https://shop.example.ng' }));
 */
export async function sitemapXml({
  client,
  origin,
}: {
  client: MarketplaceClient;
  origin: string;
}): Promise<string> {
  const base = origin.replace(/\/+$/, '');
  const { data: categories } = await getAllCategories(client);
  const pages: SitemapEntry[] = [{ path: '/' }];
  for (const category of categories) {
    pages.push({ path: `/category/${category.id}` });
    for (const sub of category.subCategories ?? [])
      pages.push({ path: `/category/${category.id}/${sub.id}` });
  }
  const products = await catalogue(client, SITEMAP_URL_LIMIT);
  const stores = [...new Set(products.flatMap((p) => (p.storeId === undefined ? [] : [p.storeId])))];
  pages.push(...stores.map((id) => ({ path: storePath(id) })));
  pages.push(
    ...products.map((p) => ({ path: productPath(p.id), ...(p.createdAt ? { lastmod: p.createdAt } : {}) })),
  );
  const urls = pages.slice(0, SITEMAP_URL_LIMIT).map(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
    return `<url><loc>${xmlEscape(`${base}${path}`)}</loc>${date}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
