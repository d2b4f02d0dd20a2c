import {
  getAllCategories,
  getChildCategories,
  getCustomerProduct,
  getProductReviews,
} from '@marketplace/sdk';
import { positiveInt } from '../../components/product';
import { categoryCrumbs, namedCategories } from '../../roles/storefront/categoryCrumbs';
import { loadingHead } from '../seo/loadingHead';
import { productHead } from '../seo/productHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { notFoundData } from './notFoundData';
import { maybeCall, pageCall } from './pageCall';

/**
 * A product page's data: the product, its reviews and its category path (the breadcrumb's links and
 * structured data: the category list, then the sub-category's children when it has a child category).
 * The delivery estimate, the seller's box and the store's other products wait for the picture in the
 * browser, on purpose. An unknown product is a 404.
 *
 * @example
 * await productData({ url, client, match: { id: 'product', params: { productId: '12' } } });
 */
export async function productData({ url, client, match }: PageDataArgs): Promise<PageData> {
  const id = positiveInt(match.params.productId);
  if (!id) return notFoundData(url, 'Product');
  const path = { path: { id } };
  const [product, reviews, categories] = await Promise.all([
    pageCall(getCustomerProduct(client, path)),
    pageCall(getProductReviews(client, path)),
    pageCall(getAllCategories(client)),
  ]);
  if (product.notFound || !product.data) {
    return product.notFound
      ? notFoundData(url, 'Product')
      : { fallback: [], head: loadingHead(url, 'Product'), status: 200 };
  }
  const { sub } = namedCategories(product.data, categories.data);
  const childInit = sub ? { path: { id: sub.id } } : undefined;
  const children = await maybeCall(
    product.data.childCategory !== undefined && childInit && getChildCategories(client, childInit),
  );
  return {
    fallback: [
      ...fallbackOf(client, 'getCustomerProduct', path, product),
      ...fallbackOf(client, 'getProductReviews', path, reviews),
      ...fallbackOf(client, 'getAllCategories', {}, categories),
      ...fallbackOf(client, 'getChildCategories', childInit, children),
    ],
    head: productHead({
      url,
      product: product.data,
      crumbs: categoryCrumbs(product.data, categories.data, children.data),
    }),
    status: 200,
  };
}
