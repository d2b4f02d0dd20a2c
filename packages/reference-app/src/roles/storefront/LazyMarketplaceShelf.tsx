import { lazy, Suspense } from 'react';
import { LoadSection } from './LoadSection';
import type { MarketplaceShelfProps } from './MarketplaceShelf';
import { MARKETPLACE_SHELF_SIZE } from './marketplaceShelfSize';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';

// The shelf and its product grid are a chunk of their own: the home page's first load does not carry them.
const Shelf = lazy(() => import('./MarketplaceShelf').then((m) => ({ default: m.MarketplaceShelf })));

/**
 * The home page's "From the marketplace" shelf, loaded after the page: while its code comes, the same
 * titled section holding the shelf's space (so nothing below moves when it arrives).
 *
 * @example
 * <LazyMarketplaceShelf firstScreenReady={firstScreenReady} />
 */
export function LazyMarketplaceShelf(props: MarketplaceShelfProps) {
  return (
    <Suspense
      fallback={
        <LoadSection
          title="From the marketplace"
          loaded={false}
          error={undefined}
          emptyText=""
          placeholder={<ProductGridPlaceholder count={MARKETPLACE_SHELF_SIZE} />}
        />
      }
    >
      <Shelf {...props} />
    </Suspense>
  );
}
