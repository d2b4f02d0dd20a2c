import { useGetCustomerProduct, useRecentlyViewed } from '@marketplace/react-hooks';
import { productPath } from '../../components/product';
import { AddedToCartDrawer } from './AddedToCartDrawer';
import { LoadSection } from './LoadSection';
import { GridCard } from './ProductGrid';
import { useAddProductToCart } from './useAddProductToCart';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';

/** Props of {@link RecentlyViewed}. */
export interface RecentlyViewedProps {
  /** The product on the page, left out. */
  exclude?: number;
  /** At most this many cards. */
  limit: number;
  /** The page's first screen is there: the products may load (or sooner, when near the screen). */
  firstScreenReady: boolean;
}

function RecentCard({
  id,
  load,
  adding,
  onAdd,
}: {
  id: number;
  load: boolean;
  adding: boolean;
  onAdd: Parameters<typeof GridCard>[0]['onAdd'];
}) {
  // The product page's own query: a product seen there comes from the cache, with today's price.
  const { data, error } = useGetCustomerProduct(load ? { path: { id } } : null);
  // A product the catalogue no longer has (or cannot give now) leaves the list quietly.
  if (error && !data) return null;
  if (!data)
    return (
      <li className="product-grid-placeholder__card" aria-hidden="true">
        <div className="product-grid-placeholder__media" />
        <div className="product-grid-placeholder__text" />
      </li>
    );
  return (
    <li>
      <GridCard product={data} to={productPath(id)} headingLevel={3} adding={adding} onAdd={onAdd} />
    </li>
  );
}

/**
 * "Recently viewed": the products this device opened lately (`useRecentlyViewed`, kept across visits),
 * newest first, the page's own product left out, each with its price and stock of today; "Clear" forgets
 * them. Nothing at all when there are none.
 *
 * @example
 * <RecentlyViewed exclude={product.id} limit={6} firstScreenReady={pictureSettled} />
 */
export function RecentlyViewed({ exclude, limit, firstScreenReady }: RecentlyViewedProps) {
  const { ids, clear } = useRecentlyViewed({ ...(exclude !== undefined ? { exclude } : {}), limit });
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { add, addingId, lastAdded, dismiss } = useAddProductToCart();
  if (ids.length === 0) return null;
  return (
    <LoadSection
      ref={ref}
      title="Recently viewed"
      className="recently-viewed"
      loaded
      error={undefined}
      emptyText=""
      aside={
        <button type="button" className="link-button load-section__more" onClick={clear}>
          Clear
        </button>
      }
    >
      <ul className="grid storefront-grid" aria-label="Recently viewed">
        {ids.map((id) => (
          <RecentCard key={id} id={id} load={load} adding={addingId === id} onAdd={add} />
        ))}
      </ul>
      <AddedToCartDrawer added={lastAdded} onClose={dismiss} />
    </LoadSection>
  );
}
