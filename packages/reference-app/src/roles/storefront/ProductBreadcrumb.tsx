import { Link } from 'react-router';
import type { StorefrontProduct } from '../../components/product';
import { useCategoryPath } from './useCategoryPath';
import './storefront.css';

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
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.name}>{crumb.to ? <Link to={crumb.to}>{crumb.name}</Link> : crumb.name}</li>
        ))}
        <li>
          <span aria-current="page">{product.name}</span>
        </li>
      </ol>
    </nav>
  );
}
