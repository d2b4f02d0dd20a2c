import { useGetMarketplaceProduct } from '@marketplace/react-hooks';
import { Link, useParams } from 'react-router';
import { positiveInt } from '../../components/product';
import { MarketplaceBreadcrumb } from './MarketplaceBreadcrumb';
import { MARKETPLACE_PATH } from './marketplacePath';
import { ProductDetails } from './ProductScreen';
import './storefront.css';
import { PageLoadState } from './PageLoadState';

/** A product that is not (or no longer) listed: the merchant took it off, or the address is wrong. */
function NotListed() {
  return (
    <div className="container page">
      <title>Not on the marketplace | Marketplace</title>
      <MarketplaceBreadcrumb />
      <h1>This product is no longer on the marketplace</h1>
      <p>
        Its store may have taken it off the marketplace.{' '}
        <Link to={MARKETPLACE_PATH}>See what is on it now</Link> or <Link to="/search">search the shop</Link>.
      </p>
    </div>
  );
}

/**
 * A product listed on the marketplace (`/marketplace/:productId`), read through `getMarketplaceProduct`:
 * the product page's view (gallery, price, variants, add to cart, description, reviews) under the
 * marketplace's breadcrumb. A product no longer listed says so ("This product is no longer on the
 * marketplace"), with the way back; other failures show the spec's message with "Try again".
 *
 * @example
 * { path: 'marketplace/:productId', lazy: screen(storefront, 'MarketplaceProductScreen') }
 */
export function MarketplaceProductScreen() {
  const id = positiveInt(useParams().productId);
  const product = useGetMarketplaceProduct(id ? { path: { id } } : null);

  if (!id || product.error?.status === 404) return <NotListed />;
  if (!product.data)
    return <PageLoadState query={product} noun="product" before={<MarketplaceBreadcrumb />} />;
  return (
    <div className="container page product-page">
      <title>{`${product.data.name} | Marketplace`}</title>
      {/* Another listed product (a link from "More from …") starts over: its own choice and gallery. */}
      <ProductDetails
        key={product.data.id}
        product={product.data}
        breadcrumb={<MarketplaceBreadcrumb name={product.data.name} />}
      />
    </div>
  );
}
