import {
  useGetStoreFeaturedProducts,
  useGetThemeStoreProducts,
  useStoreTheme,
} from '@marketplace/react-hooks';
import { useParams } from 'react-router';
import { NotFound } from '../../app/NotFound';
import { notFoundHead } from '../../app/seo/notFoundHead';
import { storeHead } from '../../app/seo/storeHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
import { positiveInt } from '../../components/product';
import { ThemedBanner } from '../../components/themed/ThemedBanner';
import { ThemedSocials } from '../../components/themed/ThemedSocials';
import { ThemedStoreHeader } from '../../components/themed/ThemedStoreHeader';
import { themedStyle } from '../../components/themed/themedStyle';
import { FollowStore } from './FollowStore';
import { LoadSection } from './LoadSection';
import { ProductGrid } from './ProductGrid';
import { SortedProducts } from './SortedProducts';
import { StorePolicies } from './StorePolicies';
import { StoreScore } from './StoreScore';
import { StoreTestimonials } from './StoreTestimonials';
import './storefront.css';

/**
 * A store's page (`/store/:storeId`) in its merchant's theme (`useStoreTheme`: colours, header with logo
 * and contacts, banner, promo image, testimonials and socials, the defaults until it loads or when it
 * cannot): its name, its score (rating, orders fulfilled, followers), a follow button (customers), the store's testimonials and policies, its featured products and the themed storefront's
 * products (`getThemeStoreProducts`: featured first) with their number, sorted (`?sort=`), 12 a page
 * (`?page=`).
 *
 * @example
 * { path: 'store/:storeId', lazy: screen(storefront, 'StoreScreen') }
 */
export function StoreScreen() {
  const { storeId: param } = useParams();
  const storeId = positiveInt(param);
  const products = useGetThemeStoreProducts(storeId ? { path: { id: storeId } } : null);
  const featured = useGetStoreFeaturedProducts(storeId ? { path: { id: storeId } } : null);
  const { theme } = useStoreTheme(storeId);
  // Every product of the store carries its name and merchant.
  const first = products.data?.[0] ?? featured.data?.[0];
  const storeName = first?.storeName ?? 'Store';
  const missing = !storeId || products.error?.status === 404;
  const url = usePageUrl();
  useDocumentHead(
    missing || !storeId
      ? notFoundHead(url, 'Store')
      : storeHead({
          url,
          storeId,
          storeName,
          products: products.data ?? [],
          logo: theme.header.logo ?? undefined,
        }),
  );

  // No such store (or a closed one): a not-found page, not the store's frame around an error.
  if (missing) {
    return (
      <NotFound
        title="Store not found"
        message="There is no store at this address: it may have closed, or the link may be wrong."
      />
    );
  }

  return (
    <div className="container page store-page themed-store" style={themedStyle(theme)}>
      <ThemedStoreHeader storeName={storeName} header={theme.header}>
        {products.data ? (
          <>
            <StoreScore storeId={storeId} />
            <FollowStore storeId={storeId} merchantId={first?.merchantId} storeName={storeName} />
          </>
        ) : null}
      </ThemedStoreHeader>
      <ThemedBanner body={theme.body} shopHref="#store-products" />
      {featured.data?.length ? (
        <LoadSection title="Featured" loaded error={undefined} emptyText="">
          <ProductGrid products={featured.data} headingLevel={3} label={`Featured at ${storeName}`} />
        </LoadSection>
      ) : null}
      <div id="store-products">
        <SortedProducts
          title="All products"
          query={products}
          emptyText="This store has no products yet."
          loadingLabel="Loading the store's products"
          label={`${storeName} products`}
          paged
        />
      </div>
      {theme.body.promoImage ? (
        <div className="themed-promo">
          <img src={theme.body.promoImage} alt={`${storeName} promotion`} />
        </div>
      ) : null}
      <StoreTestimonials storeId={storeId} />
      <StorePolicies storeId={storeId} storeName={products.data ? storeName : undefined} />
      <ThemedSocials storeName={storeName} socials={theme.socials} />
    </div>
  );
}
