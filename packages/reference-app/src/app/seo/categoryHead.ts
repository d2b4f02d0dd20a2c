import type { CategoryCrumb } from '../../roles/storefront/categoryCrumbs';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';
import { buildHead } from './buildHead';
import { listingPath } from './listingPath';
import type { PageHead } from './PageHead';

/** What {@link categoryHead} reads. */
export interface CategoryHeadInput {
  url: URL;
  /** The category's levels down to the page's (the last is the page; names may be missing while loading). */
  trail: readonly CategoryCrumb[];
  /** How many products it lists, once known. */
  count?: number;
  /** Its first products' names (a few, for the description) and the first one's picture. */
  products?: readonly { name: string; hostedImages?: readonly string[] }[];
}

/**
 * A category page's head: "<name> | Marketplace", what it holds ("<count> products from stores across
 * Nigeria: <first names>"), the first product's picture, the canonical category path (`?page=` past the
 * first page, no sort or filters: see `listingPath`) and its `BreadcrumbList`.
 *
 * @example
 * useDocumentHead(categoryHead({ url: usePageUrl(), trail: crumbs, count: products.data?.count }));
 */
export function categoryHead({ url, trail, count, products = [] }: CategoryHeadInput): PageHead {
  const page = trail.at(-1);
  const name = page?.name ?? 'Category';
  const path = page?.to ?? url.pathname;
  const within = trail.length > 1 ? ` in ${trail.map((level) => level.name).join(' › ')}` : '';
  const amount = count === undefined ? 'Products' : `${count} ${count === 1 ? 'product' : 'products'}`;
  const names = products.slice(0, 4).map((product) => product.name);
  return buildHead({
    url,
    title: name,
    description: `Shop ${name}${within}. ${amount} from stores across Nigeria${names.length ? `: ${names.join(', ')}` : ''}.`,
    canonicalPath: listingPath(path, url.searchParams),
    image: products[0]?.hostedImages?.[0],
    jsonLd: [breadcrumbJsonLd(url, trail.slice(0, -1), { name, to: path })],
  });
}
