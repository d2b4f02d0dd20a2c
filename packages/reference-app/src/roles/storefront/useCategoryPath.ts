import { useGetAllCategories, useGetChildCategories } from '@marketplace/react-hooks';
import { type CategoryCrumb, categoryCrumbs, namedCategories } from './categoryCrumbs';

/**
 * The category pages of a product's category names (customer products carry names, not ids): the
 * category and sub-category from the category list (cached, shared with the header's menu), the child
 * category from its sub-category's children ({@link categoryCrumbs}).
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
  const names = { category: categoryName, subCategory: subCategoryName, childCategory: childCategoryName };
  const categories = useGetAllCategories(categoryName ? {} : null);
  const { sub } = namedCategories(names, categories.data);
  const children = useGetChildCategories(sub && childCategoryName ? { path: { id: sub.id } } : null);
  return categoryCrumbs(names, categories.data, children.data);
}
