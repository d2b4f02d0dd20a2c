import type { MarketplaceFallback } from '@marketplace/react-hooks/server';
import type { MarketplaceClient } from '@marketplace/sdk';
import type { PageHead } from '../seo/PageHead';
import { siteHead } from '../seo/siteHead';
import { categoryData } from './categoryData';
import { collectionData } from './collectionData';
import { homeData } from './homeData';
import { marketplaceData } from './marketplaceData';
import { marketplaceProductData } from './marketplaceProductData';
import { productData } from './productData';
import { searchData } from './searchData';
import { storeData } from './storeData';

/** What the server renders a storefront page with. */
export interface PageData {
  /** The answers the page's first screen shows, keyed as its hooks key them (`MarketplaceProvider`'s `fallback`). */
  fallback: MarketplaceFallback;
  /** Its head (`renderHead` writes it into the HTML). */
  head: PageHead;
  /** 200, or 404 when the product, category, store or collection does not exist. */
  status: number;
}

/** What a page's data is loaded for. */
export interface PageDataArgs {
  /** The request's URL (its origin makes the head's URLs; its search parameters are the lists' filters). */
  url: URL;
  /** The request's SDK client (its token store reads the request's cookies). */
  client: MarketplaceClient;
  /** The deepest matched route: its id (`routes.tsx`) and params. */
  match: { id: string; params: Record<string, string | undefined> };
}

/** One storefront route's data loader. */
export type PageDataLoader = (args: PageDataArgs) => Promise<PageData>;

const LOADERS: Readonly<Record<string, PageDataLoader>> = {
  home: homeData,
  category: categoryData,
  search: searchData,
  collection: collectionData,
  marketplace: marketplaceData,
  'marketplace-product': marketplaceProductData,
  product: productData,
  store: storeData,
};

/**
 * The data a storefront page is rendered with on the server: its first screen's answers (fetched in
 * parallel, as the screen's hooks key them, so the server's HTML and the first render in the browser
 * show the content, not a loading state), its head, and its status (404 for a product, category, store
 * or collection that does not exist). Any other route (the cart, the account, the workspaces) has no
 * data and the site's head.
 *
 * @example
 * const data = await loadPageData({ url, client, match: { id: 'product', params: { productId: '12' } } });
 * // <MarketplaceProvider client={client} fallback={data.fallback}> … ; renderHead(data.head); status data.status
 */
export function loadPageData(args: PageDataArgs): Promise<PageData> {
  const loader = LOADERS[args.match.id];
  if (loader) return loader(args);
  return Promise.resolve({ fallback: [], head: siteHead(args.url), status: 200 });
}
