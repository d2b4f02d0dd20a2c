import { useGetMarketplaceProducts } from '@marketplace/react-hooks';
import { Pagination } from '../../components/Pagination';
import { PAGE_SIZE } from '../../components/product';
import { LoadSection } from './LoadSection';
import { MarketplaceBreadcrumb } from './MarketplaceBreadcrumb';
import { marketplaceProductPath } from './marketplacePath';
import { ProductGrid } from './ProductGrid';
import { sortProducts } from './productSort';
import { SortSelect } from './SortSelect';
import { useListParams } from './useListParams';
import './storefront.css';

/**
 * The marketplace (`/marketplace`): the products merchants listed on the marketplace
 * (`getMarketplaceProducts`), with their number, sorted (`?sort=`) and paged (`?page=`) in the URL; each
 * card opens the product's marketplace page. Loading, empty and error states (the spec's message, with
 * "Try again").
 *
 * @example
 * { path: 'marketplace', lazy: screen(storefront, 'MarketplaceScreen') }
 */
export function MarketplaceScreen() {
  const { page, setPage, sort, setSort } = useListParams();
  const products = useGetMarketplaceProducts();
  // The call answers the whole listing: sorted and paged here.
  const rows = sortProducts(products.data ?? [], sort);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className="container page marketplace-page">
      <title>The marketplace | Marketplace</title>
      <MarketplaceBreadcrumb />
      <h1>The marketplace</h1>
      <p className="marketplace-page__intro">
        Products our stores picked for the marketplace, each sold and shipped by its store.
      </p>
      <LoadSection
        title="Marketplace products"
        loaded={products.data !== undefined}
        error={products.error}
        empty={rows.length === 0}
        emptyText="No products are on the marketplace right now. Come back soon."
        loadingLabel="Loading the marketplace"
        onRetry={() => void products.mutate()}
      >
        <div className="results__header">
          <p className="results__count">
            {rows.length} {rows.length === 1 ? 'product' : 'products'}
          </p>
          <SortSelect value={sort} onChange={setSort} />
        </div>
        <ProductGrid
          products={shown}
          headingLevel={3}
          label="Marketplace products"
          pathOf={marketplaceProductPath}
        />
        <Pagination page={page} pageSize={PAGE_SIZE} total={rows.length} onPageChange={setPage} />
      </LoadSection>
    </div>
  );
}
