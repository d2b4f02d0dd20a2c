import { storeThemeFrom } from '@marketplace/react-hooks/server';
import {
  getStoreFeaturedProducts,
  getStoreScore,
  getStoreTheme,
  getThemeStoreProducts,
} from '@marketplace/sdk';
import { positiveInt } from '../../components/product';
import { storeHead } from '../seo/storeHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { notFoundData } from './notFoundData';
import { pageCall } from './pageCall';

/**
 * A store page's data: its products, featured products, theme (header, banner, colours) and score; its
 * testimonials and policies further down load in the browser. An unknown (or closed) store is a 404.
 *
 * @example
 * await storeData({ url, client, match: { id: 'store', params: { storeId: '2' } } });
 */
export async function storeData({ url, client, match }: PageDataArgs): Promise<PageData> {
  const id = positiveInt(match.params.storeId);
  if (!id) return notFoundData(url, 'Store');
  const path = { path: { id } };
  const themeInit = { path: { storeId: id } };
  // All at once; the rest is not waited for when the store does not exist (its products answer 404).
  const rest = Promise.all([
    pageCall(getStoreFeaturedProducts(client, path)),
    pageCall(getStoreTheme(client, themeInit)),
    pageCall(getStoreScore(client, path)),
  ]);
  const products = await pageCall(getThemeStoreProducts(client, path));
  if (products.notFound) return notFoundData(url, 'Store');
  const [featured, theme, score] = await rest;
  const first = products.data?.[0] ?? featured.data?.[0];
  return {
    fallback: [
      ...fallbackOf(client, 'getThemeStoreProducts', path, products),
      ...fallbackOf(client, 'getStoreFeaturedProducts', path, featured),
      ...fallbackOf(client, 'getStoreTheme', themeInit, theme),
      ...fallbackOf(client, 'getStoreScore', path, score),
    ],
    head: storeHead({
      url,
      storeId: id,
      storeName: first?.storeName ?? 'Store',
      products: products.data ?? [],
      logo: storeThemeFrom(theme.data).header.logo ?? undefined,
    }),
    status: 200,
  };
}
