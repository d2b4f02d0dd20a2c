import { Link } from 'react-router';
import { storePath } from '../../components/product';
import { type GridProduct, ProductGrid } from './ProductGrid';
import './storefront.css';

/** Products shown per store (the store's page has the rest). */
export const OUTLET_PRODUCTS = 4;

/** Props of {@link StoreOutlet}. */
export interface StoreOutletProps {
  storeId: number;
  storeName: string;
  logo?: string | null;
  products: readonly GridProduct[];
  /** Said when the store has no product to show. */
  emptyText: string;
  /** Whether a "Visit the store" link stands beside the name (which links there too). */
  visitLink?: boolean;
}

/**
 * One store of a home page's list of stores (official outlets, top stores): its logo, its name linking to
 * its page, and its first few products.
 *
 * @example
 * <ul className="outlets">
 *   <StoreOutlet key={s.storeId} storeId={s.storeId} storeName={s.storeName} logo={s.logo}
 *     products={s.products} emptyText="No products in this store yet." visitLink />
 * </ul>
 */
export function StoreOutlet({
  storeId,
  storeName,
  logo,
  products,
  emptyText,
  visitLink = false,
}: StoreOutletProps) {
  return (
    <li className="outlet">
      <div className="outlet__header">
        {logo ? <img className="outlet__logo" src={logo} alt="" width={48} height={48} /> : null}
        <h3 className="outlet__name">
          <Link to={storePath(storeId)}>{storeName}</Link>
        </h3>
        {visitLink ? (
          <Link to={storePath(storeId)} aria-label={`Visit ${storeName}`}>
            Visit the store
          </Link>
        ) : null}
      </div>
      {products.length > 0 ? (
        <ProductGrid
          products={products.slice(0, OUTLET_PRODUCTS)}
          headingLevel={4}
          label={`${storeName} products`}
        />
      ) : (
        <p className="load-section__empty">{emptyText}</p>
      )}
    </li>
  );
}
