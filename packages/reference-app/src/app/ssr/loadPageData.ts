// PLACEHOLDER (H-server): the home and product pages' data (and a category's name) only, until H-data's
// version replaces this file.
import type { MarketplaceFallback } from '@marketplace/react-hooks/server';
import { fallbackQuery } from '@marketplace/react-hooks/server';
import {
  getCustomerProduct,
  getOneCategory,
  getSuperDeals,
  getTopCategories,
  isMarketplaceError,
  type MarketplaceClient,
} from '@marketplace/sdk';
import type { PageHead } from '../seo/PageHead';

/** What the server renders a storefront page with. */
export interface PageData {
  /** The answers the page's hooks read first, keyed as the screen's hooks key. */
  fallback: MarketplaceFallback;
  head: PageHead;
  /** 200, or 404 when the product (category, store, collection) does not exist. */
  status: number;
}

const DESCRIPTION =
  "Shop fashion, phones, electronics, home and beauty from Nigeria's independent stores: daily deals, delivery nationwide, returns within 7 days.";

/**
 * The data and head of the storefront page `match` (the deepest matched route's id and params).
 *
 * @example
 * const page = await loadPageData({ url, client, match: { id: 'product', params: { productId: '12' } } });
 */
export async function loadPageData(args: {
  url: URL;
  client: MarketplaceClient;
  match: { id: string; params: Record<string, string | undefined> };
}): Promise<PageData> {
  const { url, client, match } = args;
  const canonical = `${url.origin}${url.pathname}`;
  const page = (title: string, fallback: MarketplaceFallback = [], status = 200): PageData => ({
    fallback,
    head: { title, description: DESCRIPTION, canonical },
    status,
  });
  if (match.id === 'home') {
    const [top, deals] = await Promise.all([getTopCategories(client), getSuperDeals(client)]);
    return page('Marketplace', [
      fallbackQuery(client, 'getTopCategories', undefined, top.data),
      fallbackQuery(client, 'getSuperDeals', undefined, deals.data),
    ]);
  }
  if (match.id === 'category') {
    const id = Number(match.params.categoryId);
    if (!Number.isInteger(id) || id <= 0) return page('Category not found | Marketplace', [], 404);
    const init = { path: { id } };
    const { data } = await getOneCategory(client, init);
    return page(`${data.name} | Marketplace`, [fallbackQuery(client, 'getOneCategory', init, data)]);
  }
  if (match.id === 'product') {
    const id = Number(match.params.productId);
    if (!Number.isInteger(id) || id <= 0) return page('Product not found | Marketplace', [], 404);
    try {
      const init = { path: { id } };
      const { data } = await getCustomerProduct(client, init);
      return page(`${data.name} | Marketplace`, [fallbackQuery(client, 'getCustomerProduct', init, data)]);
    } catch (error) {
      if (isMarketplaceError(error) && error.status === 404)
        return page('Product not found | Marketplace', [], 404);
      throw error;
    }
  }
  return page('Marketplace');
}
