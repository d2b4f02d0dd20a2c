import { getMarketplaceProducts } from '@marketplace/sdk';
import { marketplaceHead } from '../seo/marketplaceHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { pageCall } from './pageCall';

/**
 * The marketplace page's data: the listed products (one list, sorted and paged in the page).
 *
 * @example
 * await marketplaceData({ url, client, match: { id: 'marketplace', params: {} } });
 */
export async function marketplaceData({ url, client }: PageDataArgs): Promise<PageData> {
  const products = await pageCall(getMarketplaceProducts(client));
  return {
    fallback: fallbackOf(client, 'getMarketplaceProducts', undefined, products),
    head: marketplaceHead(url),
    status: 200,
  };
}
