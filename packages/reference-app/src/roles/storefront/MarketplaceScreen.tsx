import { useGetMarketplaceProducts } from '@marketplace/react-hooks';
import { marketplaceHead } from '../../app/seo/marketplaceHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
import { MarketplaceBreadcrumb } from './MarketplaceBreadcrumb';
import { marketplaceProductPath } from './marketplacePath';
import { SortedProducts } from './SortedProducts';
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
  const products = useGetMarketplaceProducts();
  useDocumentHead(marketplaceHead(usePageUrl()));
  return (
    <div className="container page marketplace-page">
      <MarketplaceBreadcrumb />
      <h1>The marketplace</h1>
      <p className="marketplace-page__intro">
        Products our stores picked for the marketplace, each sold and shipped by its store.
      </p>
      <SortedProducts
        title="Marketplace products"
        query={products}
        emptyText="No products are on the marketplace right now. Come back soon."
        loadingLabel="Loading the marketplace"
        label="Marketplace products"
        pathOf={marketplaceProductPath}
        paged
      />
    </div>
  );
}
