import { useGetMarketplaceProduct } from '@marketplace/react-hooks';
import { Link, useParams } from 'react-router';
import { loadingHead } from '../../app/seo/loadingHead';
import { notFoundHead } from '../../app/seo/notFoundHead';
import { productHead } from '../../app/seo/productHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
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
  const url = usePageUrl();
  // The product's own page is the one address of the product (this is the marketplace's copy of it).
  useDocumentHead(
    product.data
      ? productHead({ url, product: product.data })
      : !id || product.error?.status === 404
        ? notFoundHead(url, 'Marketplace product')
        : loadingHead(url, product.error ? 'Product unavailable' : 'Product'),
  );

  if (!id || product.error?.status === 404) return <NotListed />;
  if (!product.data)
    return <PageLoadState query={product} noun="product" before={<MarketplaceBreadcrumb />} />;
  return (
    <div className="container page product-page">
      {/* Another listed product (a link from "More from …") starts over: its own choice and gallery. */}
      <ProductDetails
        key={product.data.id}
        product={product.data}
        breadcrumb={<MarketplaceBreadcrumb name={product.data.name} />}
      />
    </div>
  );
}
