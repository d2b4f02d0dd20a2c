import {
  filterCustomerProducts,
  getAllCustomerProducts,
  getChildCategories,
  getOneCategory,
  getOneChildCategory,
  getOneSubCategory,
} from '@marketplace/sdk';
import { categoryIdsFrom, categoryScopeOf, categoryTrail } from '../../roles/storefront/categoryTrail';
import { categoryListInits } from '../../roles/storefront/productListInits';
import { listParamsFrom } from '../../roles/storefront/useListParams';
import { categoryHead } from '../seo/categoryHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { notFoundData } from './notFoundData';
import { maybeCall } from './pageCall';

const byId = (id: number | undefined) => (id ? { path: { id } } : undefined);

/**
 * A category page's data: its levels (category, sub-category with its children, child category) and the
 * page of products its address asks for (`?page=`, `?sort=` and the filters, through the screen's own
 * call builder). The filters' panel opens in the browser (closed on the server: a phone's would cover the
 * products), so its counts are not fetched. A level that does not exist is a 404.
 *
 * @example
 * await categoryData({ url, client, match: { id: 'category', params: { categoryId: '2' } } });
 */
export async function categoryData({ url, client, match }: PageDataArgs): Promise<PageData> {
  const ids = categoryIdsFrom(match.params);
  if (!ids.valid) return notFoundData(url, 'Category');
  const inits = categoryListInits(categoryScopeOf(ids), listParamsFrom(url.searchParams));
  const [category, sub, children, child, listed, filtered] = await Promise.all([
    maybeCall(ids.categoryId && getOneCategory(client, { path: { id: ids.categoryId } })),
    maybeCall(ids.subCategoryId && getOneSubCategory(client, { path: { id: ids.subCategoryId } })),
    maybeCall(ids.subCategoryId && getChildCategories(client, { path: { id: ids.subCategoryId } })),
    maybeCall(ids.childCategoryId && getOneChildCategory(client, { path: { id: ids.childCategoryId } })),
    maybeCall(inits.listed && getAllCustomerProducts(client, inits.listed)),
    maybeCall(inits.filtered && filterCustomerProducts(client, inits.filtered)),
  ]);
  if ([category, sub, child].some((level) => level.notFound)) return notFoundData(url, 'Category');
  const products = listed.data ?? filtered.data;
  return {
    fallback: [
      ...fallbackOf(client, 'getOneCategory', byId(ids.categoryId), category),
      ...fallbackOf(client, 'getOneSubCategory', byId(ids.subCategoryId), sub),
      ...fallbackOf(client, 'getChildCategories', byId(ids.subCategoryId), children),
      ...fallbackOf(client, 'getOneChildCategory', byId(ids.childCategoryId), child),
      ...(inits.listed ? fallbackOf(client, 'getAllCustomerProducts', inits.listed, listed) : []),
      ...(inits.filtered ? fallbackOf(client, 'filterCustomerProducts', inits.filtered, filtered) : []),
    ],
    head: categoryHead({
      url,
      trail: categoryTrail(ids, {
        category: category.data,
        sub: sub.data,
        children: children.data,
        child: child.data,
      }),
      count: products?.count,
      products: products?.rows,
    }),
    status: 200,
  };
}
