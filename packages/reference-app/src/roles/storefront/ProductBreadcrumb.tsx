import type { StorefrontProduct } from '../../components/product';
import { Breadcrumb } from './Breadcrumb';
import { useCategoryPath } from './useCategoryPath';

/**
 * The product page's breadcrumb: Home › category › sub-category › child category › the product, each
 * level a link to its category page (the names turn into links as soon as their ids are known).
 *
 * @example
 * <ProductBreadcrumb product={product} />
 */
export function ProductBreadcrumb({
  product,
}: {
  product: Pick<StorefrontProduct, 'name' | 'category' | 'subCategory' | 'childCategory'>;
}) {
  const crumbs = useCategoryPath(product.category, product.subCategory, product.childCategory);
  return <Breadcrumb trail={[...crumbs, { name: product.name }]} />;
}
