import type { OperationData } from '@marketplace/sdk';
import { positiveInt } from '../../components/product';
import type { Crumb } from './Breadcrumb';
import type { CategoryScope } from './productListInits';

/** A category page's levels, as its address names them (`/category/:categoryId/:subCategoryId?/:childCategoryId?`). */
export interface CategoryIds {
  categoryId?: number;
  subCategoryId?: number;
  childCategoryId?: number;
  /** Whether the address is a category page's: a category id, and every level it has a whole number. */
  valid: boolean;
}

/**
 * The levels of a category page's address (the route's params), read one way for the screen and the
 * server's page data.
 *
 * @example
 * categoryIdsFrom({ categoryId: '2', subCategoryId: '7' }); // { categoryId: 2, subCategoryId: 7, valid: true }
 */
export function categoryIdsFrom(params: Record<string, string | undefined>): CategoryIds {
  const categoryId = positiveInt(params.categoryId);
  const subCategoryId = positiveInt(params.subCategoryId);
  const childCategoryId = positiveInt(params.childCategoryId);
  const valid =
    categoryId !== undefined &&
    !(params.subCategoryId && !subCategoryId) &&
    !(params.childCategoryId && !childCategoryId);
  return { categoryId, subCategoryId, childCategoryId, valid };
}

/**
 * The deepest level a category page lists products of.
 *
 * @example
 * categoryScopeOf({ categoryId: 2, subCategoryId: 7, valid: true }); // { subCategoryId: 7 }
 */
export function categoryScopeOf(ids: CategoryIds): CategoryScope | undefined {
  if (ids.childCategoryId) return { childCategoryId: ids.childCategoryId };
  if (ids.subCategoryId) return { subCategoryId: ids.subCategoryId };
  if (ids.categoryId) return { categoryId: ids.categoryId };
  return undefined;
}

/** What a category page has loaded of its levels (each undefined until there). */
export interface CategoryLevels {
  category?: OperationData<'getOneCategory'>;
  sub?: OperationData<'getOneSubCategory'>;
  children?: OperationData<'getChildCategories'>;
  child?: OperationData<'getOneChildCategory'>;
}

/**
 * A category page's trail: each level's name (a placeholder until it is known: a sub-category's comes
 * from its category's list too, a child category's from its siblings') and page. The last is the page's.
 *
 * @example
 * categoryTrail({ categoryId: 2, valid: true }, { category }); // [{ name: 'Electronics', to: '/category/2' }]
 */
export function categoryTrail(ids: CategoryIds, levels: CategoryLevels): Crumb[] {
  const { categoryId, subCategoryId, childCategoryId } = ids;
  const subName =
    levels.sub?.name ?? levels.category?.subCategories?.find((s) => s.id === subCategoryId)?.name;
  const childName = levels.child?.name ?? levels.children?.find((c) => c.id === childCategoryId)?.name;
  return [
    { name: levels.category?.name ?? 'Category', to: `/category/${categoryId}` },
    ...(subCategoryId
      ? [{ name: subName ?? 'Sub-category', to: `/category/${categoryId}/${subCategoryId}` }]
      : []),
    ...(childCategoryId
      ? [{ name: childName ?? 'Category', to: `/category/${categoryId}/${subCategoryId}/${childCategoryId}` }]
      : []),
  ];
}
