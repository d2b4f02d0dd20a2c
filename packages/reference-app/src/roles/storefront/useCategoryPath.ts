import { useGetAllCategories, useGetChildCategories } from '@marketplace/react-hooks';

/** One level of a product's category path: its name and, once known, its category page. */
export interface CategoryCrumb {
  name: string;
  /** The category page (`/category/1/4/12`); undefined until the ids are known, or when a name matches none. */
  to?: string;
}

/**
 * The category pages of a product's category names (customer products carry names, not ids): the
 * category and sub-category from the category list (cached, shared with the header's menu), the child
 * category from its sub-category's children.
 *
 * @example
 * const crumbs = useCategoryPath(product.category, product.subCategory, product.childCategory);
 * // [{ name: 'Electronics', to: '/category/2' }, { name: 'Televisions', to: '/category/2/7' }, ...]
 */
export function useCategoryPath(
  categoryName: string | undefined,
  subCategoryName: string | undefined,
  childCategoryName: string | undefined,
): CategoryCrumb[] {
  const categories = useGetAllCategories(categoryName ? {} : null);
  const category = categories.data?.find((c) => c.name === categoryName);
  const sub = category?.subCategories?.find((s) => s.name === subCategoryName);
  const children = useGetChildCategories(sub && childCategoryName ? { path: { id: sub.id } } : null);
  const child = children.data?.find((c) => c.name === childCategoryName);
  const crumbs: CategoryCrumb[] = [];
  if (categoryName)
    crumbs.push({ name: categoryName, to: category ? `/category/${category.id}` : undefined });
  if (subCategoryName)
    crumbs.push({
      name: subCategoryName,
      to: category && sub ? `/category/${category.id}/${sub.id}` : undefined,
    });
  if (childCategoryName)
    crumbs.push({
      name: childCategoryName,
      to: category && sub && child ? `/category/${category.id}/${sub.id}/${child.id}` : undefined,
    });
  return crumbs;
}
