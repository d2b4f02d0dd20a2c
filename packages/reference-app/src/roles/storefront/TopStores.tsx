import { useGetTopMerchantsProducts } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { storePath } from '../../components/product';
import { LoadSection } from './LoadSection';
import { ProductGrid } from './ProductGrid';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';

/** Products shown per store (the store's page has the rest). */
export const TOP_STORE_PRODUCTS = 4;

/** Props of {@link TopStores}. */
export interface TopStoresProps {
  /**
   * Whether the page's first screen has its data: until then (and until the section comes near the
   * screen) the stores wait, see `useLoadWhenNear`. True by default (load at once).
   */
  firstScreenReady?: boolean;
}

/**
 * The home page's "Top stores" section (`getTopMerchantsProducts`): each of the marketplace's top stores
 * with its logo, its name linking to the store's page, a "Visit the store" link and a few of its products;
 * its own loading, empty and error states.
 *
 * @example
 * <TopStores firstScreenReady={firstScreenReady} />
 */
export function TopStores({ firstScreenReady = true }: TopStoresProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetTopMerchantsProducts(load ? undefined : null);
  return (
    <LoadSection
      ref={ref}
      title="Top stores"
      loaded={data !== undefined}
      error={error}
      empty={data?.length === 0}
      emptyText="No top stores to show yet."
      onRetry={() => void mutate()}
      placeholder={<ProductGridPlaceholder />}
    >
      <ul className="outlets">
        {data?.map((store) => (
          <li key={store.storeId} className="outlet">
            <div className="outlet__header">
              {store.logo ? (
                <img className="outlet__logo" src={store.logo} alt="" width={48} height={48} />
              ) : null}
              <h3 className="outlet__name">
                <Link to={storePath(store.storeId)}>{store.storeName}</Link>
              </h3>
              <Link to={storePath(store.storeId)} aria-label={`Visit ${store.storeName}`}>
                Visit the store
              </Link>
            </div>
            {store.products.length > 0 ? (
              <ProductGrid
                products={store.products.slice(0, TOP_STORE_PRODUCTS)}
                headingLevel={4}
                label={`${store.storeName} products`}
              />
            ) : (
              <p className="load-section__empty">No products in this store yet.</p>
            )}
          </li>
        ))}
      </ul>
    </LoadSection>
  );
}
