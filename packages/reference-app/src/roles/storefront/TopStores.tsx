import { useGetTopMerchantsProducts } from '@marketplace/react-hooks';
import { LoadSection, loadBindings } from './LoadSection';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import { OUTLET_PRODUCTS, StoreOutlet } from './StoreOutlet';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';

/** Products shown per store (the store's page has the rest). */
export const TOP_STORE_PRODUCTS = OUTLET_PRODUCTS;

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
      {...loadBindings({ data, error, mutate })}
      emptyText="No top stores to show yet."
      placeholder={<ProductGridPlaceholder />}
    >
      <ul className="outlets">
        {data?.map((store) => (
          <StoreOutlet
            key={store.storeId}
            storeId={store.storeId}
            storeName={store.storeName}
            logo={store.logo}
            products={store.products}
            emptyText="No products in this store yet."
            visitLink
          />
        ))}
      </ul>
    </LoadSection>
  );
}
