import { useGetMarketplaceProducts } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { LoadSection, loadBindings } from './LoadSection';
import { MARKETPLACE_PATH, marketplaceProductPath } from './marketplacePath';
import { MARKETPLACE_SHELF_SIZE } from './marketplaceShelfSize';
import { ProductGrid } from './ProductGrid';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';

/** Props of {@link MarketplaceShelf}. */
export interface MarketplaceShelfProps {
  /** The first screen's data is there: load at the next idle moment (or when near the screen). */
  firstScreenReady: boolean;
}

/**
 * The home page's "From the marketplace" shelf, below the first screen: the newest products merchants
 * listed on the marketplace (`getMarketplaceProducts`), each opening its marketplace page, and a link to
 * the whole marketplace. It loads only once the first screen is there or it comes near the viewport
 * (`useLoadWhenNear`), and holds a grid's shape meanwhile, so nothing below it moves when it arrives.
 *
 * @example
 * <MarketplaceShelf firstScreenReady={firstScreenReady} />
 */
export function MarketplaceShelf({ firstScreenReady }: MarketplaceShelfProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetMarketplaceProducts(load ? undefined : null);
  return (
    <LoadSection
      ref={ref}
      title="From the marketplace"
      {...loadBindings({ data, error, mutate })}
      emptyText="No products are on the marketplace right now."
      // The shelf's full size (the marketplace usually lists more than it shows), so nothing below jumps.
      placeholder={<ProductGridPlaceholder count={MARKETPLACE_SHELF_SIZE} />}
      aside={
        <Link to={MARKETPLACE_PATH} className="load-section__more" aria-label="See all marketplace products">
          See all
        </Link>
      }
    >
      <ProductGrid
        products={(data ?? []).slice(0, MARKETPLACE_SHELF_SIZE)}
        headingLevel={3}
        label="From the marketplace"
        pathOf={marketplaceProductPath}
      />
    </LoadSection>
  );
}
