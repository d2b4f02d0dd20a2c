import { storePath } from '../../components/product';
import { buildHead } from './buildHead';
import { listingPath } from './listingPath';
import type { PageHead } from './PageHead';

/** What {@link storeHead} reads. */
export interface StoreHeadInput {
  url: URL;
  storeId: number;
  storeName: string;
  /** Its products (the first names and picture say what it sells). */
  products: readonly { name: string; hostedImages?: readonly string[] }[];
  /** Its logo (the shared link's picture when it has one). */
  logo?: string;
}

/**
 * A store's page head: "<store> | Marketplace", how many products and the first of them, its logo (else
 * its first product's picture), the store's canonical path.
 *
 * @example
 * useDocumentHead(storeHead({ url: usePageUrl(), storeId, storeName, products: products.data ?? [] }));
 */
export function storeHead({ url, storeId, storeName, products, logo }: StoreHeadInput): PageHead {
  const names = products.slice(0, 4).map((product) => product.name);
  const count = `${products.length} ${products.length === 1 ? 'product' : 'products'}`;
  return buildHead({
    url,
    title: storeName,
    description: `Shop ${storeName} on Marketplace: ${count}${names.length ? `, such as ${names.join(', ')}` : ''}. Delivered across Nigeria.`,
    canonicalPath: listingPath(storePath(storeId), url.searchParams),
    image: logo ?? products[0]?.hostedImages?.[0],
  });
}
