import { getSuperDeals, getTopCategories } from '@marketplace/sdk';
import { homeHead } from '../seo/homeHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { pageCall } from './pageCall';

/**
 * The home page's data: its first screen's top categories and super deals (the sections below it load in
 * the browser, after it, on purpose).
 *
 * @example
 * await homeData({ url, client, match: { id: 'home', params: {} } });
 */
export async function homeData({ url, client }: PageDataArgs): Promise<PageData> {
  const [top, deals] = await Promise.all([
    pageCall(getTopCategories(client)),
    pageCall(getSuperDeals(client)),
  ]);
  return {
    fallback: [
      ...fallbackOf(client, 'getTopCategories', undefined, top),
      ...fallbackOf(client, 'getSuperDeals', undefined, deals),
    ],
    head: homeHead(url),
    status: 200,
  };
}
