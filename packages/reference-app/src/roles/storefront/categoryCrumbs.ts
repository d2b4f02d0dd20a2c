import type { OperationData } from '@marketplace/sdk';

/** One level of a product's category path: its name and, once known, its category page. */
export interface CategoryCrumb {
  name: string;
  /** The category page (`/category/1/4/12`); undefined until the ids are known, or when a name matches none. */
  to?: string;
}

/** A product's category names (customer products carry names, not ids). */
export interface CategoryNames {
  category?: string;
  subCategory?: string;
  childCategory?: string;
}

type Categories = OperationData<'getAllCategories'>;
type ChildCategories = OperationData<'getChildCategories'>;

/**
 * The category and sub-category that a product's names name in the category list (undefined where none
 * does): the sub-category's children are what name its child category.
 *
 * @example
 * const { sub } = namedCategories(product, categories.data);
 * useGetChildCategories(sub ? { path: { id: sub.id } } : null);
 */
export function namedCategories(names: CategoryNames, categories: Categories | undefined) {
  const category = names.category ? categories?.find((c) => c.name === names.category) : undefined;
  const sub = names.subCategory
    ? category?.subCategories?.find((s) => s.name === names.subCategory)
    : undefined;
  return { category, sub };
}

/**
 * The category pages of a product's category names: the category and sub-category from the category list,
 * the child category from its sub-category's children (each without `to` while its list is missing or
 * when its name matches none). The product page's breadcrumb and its structured data read them alike.
 *
 * @example
 * categoryCrumbs({ category: 'Electronics', subCategory: 'Televisions' }, categories, undefined);
 * // [{ name: 'Electronics', to: '/category/2' }, { name: 'Televisions', to: '/category/2/7' }]
 */
export function categoryCrumbs(
  names: CategoryNames,
  categories: Categories | undefined,
  children: ChildCategories | undefined,
): CategoryCrumb[] {
  const { category, sub } = namedCategories(names, categories);
  const child = children?.find((c) => c.name === names.childCategory);
  const crumbs: CategoryCrumb[] = [];
  if (names.category)
    crumbs.push({ name: names.category, to: category ? `/category/${category.id}` : undefined });
  if (names.subCategory)
    crumbs.push({
      name: names.subCategory,
      to: category && sub ? `/category/${category.id}/${sub.id}` : undefined,
    });
  if (names.childCategory)
    crumbs.push({
      name: names.childCategory,
      to: category && sub && child ? `/category/${category.id}/${sub.id}/${child.id}` : undefined,
    });
  return crumbs;
}
