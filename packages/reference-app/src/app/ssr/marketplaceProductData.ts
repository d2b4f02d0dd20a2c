import { getMarketplaceProduct, getProductReviews } from '@marketplace/sdk';
import { positiveInt } from '../../components/product';
import { loadingHead } from '../seo/loadingHead';
import { productHead } from '../seo/productHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { notFoundData } from './notFoundData';
import { pageCall } from './pageCall';

/**
 * A marketplace product's page data: the listed product and its reviews (its head points to the
 * product's own page). A product not listed is a 404.
 *
 * @example
 * await marketplaceProductData({ url, client, match: { id: 'marketplace-product', params: { productId: '3' } } });
 */
export async function marketplaceProductData({ url, client, match }: PageDataArgs): Promise<PageData> {
  const id = positiveInt(match.params.productId);
  if (!id) return notFoundData(url, 'Marketplace product');
  const path = { path: { id } };
  const [product, reviews] = await Promise.all([
    pageCall(getMarketplaceProduct(client, path)),
    pageCall(getProductReviews(client, path)),
  ]);
  if (product.notFound) return notFoundData(url, 'Marketplace product');
  return {
    fallback: [
      ...fallbackOf(client, 'getMarketplaceProduct', path, product),
      ...fallbackOf(client, 'getProductReviews', path, reviews),
    ],
    head: product.data ? productHead({ url, product: product.data }) : loadingHead(url, 'Product'),
    status: 200,
  };
}
