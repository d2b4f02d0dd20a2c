import {
  useGetCustomerProduct,
  useGetMerchantStoreProducts,
  useRecentlyViewed,
} from '@marketplace/react-hooks';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { loadingHead } from '../../app/seo/loadingHead';
import { notFoundHead } from '../../app/seo/notFoundHead';
import { productHead } from '../../app/seo/productHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
import { Price } from '../../components/Price';
import {
  type ProductVariantItem,
  positiveInt,
  type StorefrontProduct,
  storePath,
} from '../../components/product';
import { LazyDeliveryEstimate } from './LazyDeliveryEstimate';
import { LazyRecentlyViewed, RECENTLY_VIEWED_ON_PAGE } from './LazyRecentlyViewed';
import { LazySellerBox } from './LazySellerBox';
import { LoadSection, loadBindings } from './LoadSection';
import { LoadWhenNear } from './LoadWhenNear';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import { ProductPurchase } from './ProductPurchase';
import { ProductReviews } from './ProductReviews';
import { SaveToggle } from './SaveToggle';
import { StorePolicies } from './StorePolicies';
import { useCategoryPath } from './useCategoryPath';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';
import { Fact } from '../../components/Fact';
import { createFirstScreen, type FirstScreen, useFirstScreenReady } from './firstScreen';
import { PageLoadState } from './PageLoadState';

/** The store's other products, a few of them, with a link to the store. */
function MoreFromStore({
  product,
  firstScreen,
}: {
  product: StorefrontProduct & { storeId: number };
  /** Once the product's picture is there the store's products may load (or sooner, when near the screen). */
  firstScreen: FirstScreen;
}) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(useFirstScreenReady(firstScreen));
  const { data, error, mutate } = useGetMerchantStoreProducts(
    load ? { path: { id: product.storeId } } : null,
  );
  const others = data?.filter((p) => p.id !== product.id).slice(0, 4);
  const storeName = product.storeName ?? 'this store';
  return (
    <LoadSection
      ref={ref}
      title={`More from ${storeName}`}
      {...loadBindings({ data: others, error, mutate })}
      emptyText="This store has no other products yet."
      placeholder={<ProductGridPlaceholder />}
      aside={
        <Link to={storePath(product.storeId)} className="load-section__more">
          Visit the store
        </Link>
      }
    >
      <ProductGrid products={others ?? []} headingLevel={3} label={`More from ${storeName}`} />
    </LoadSection>
  );
}

/** Props of {@link ProductDetails}. */
export interface ProductDetailsProps {
  product: StorefrontProduct;
  /** The trail above the product (its categories' by default; the marketplace's on its pages). */
  breadcrumb?: ReactNode;
}

/**
 * The product page's view of one product: breadcrumb, gallery, name, store, price, purchase, description,
 * reviews and the store's other products (shared by the product page and the marketplace's product page).
 *
 * @example
 * <ProductDetails key={product.id} product={product} breadcrumb={<MarketplaceBreadcrumb name={product.name} />} />
 */
export function ProductDetails({ product, breadcrumb }: ProductDetailsProps) {
  // The chosen variant's picture, for the gallery (a colour shows its own).
  const [variantImage, setVariantImage] = useState<string | undefined>();
  const onVariantChange = useCallback((variant: ProductVariantItem | undefined) => {
    if (variant?.image) setVariantImage(variant.image);
  }, []);
  // The first screen is complete once the main picture is there (at once when there is none); the
  // boxes below and the store's other products wait for it, so that a phone's bandwidth and main thread
  // go to the picture first. Told to them alone: the page does not re-render as the picture comes in.
  const [firstScreen] = useState(() => createFirstScreen(!product.hostedImages?.length));
  const pricing = product.pricing[0];
  const description = product.description ?? [];
  return (
    <>
      {breadcrumb ?? <ProductBreadcrumb product={product} />}
      <div className="product-page__top">
        <ProductGallery
          images={product.hostedImages ?? []}
          name={product.name}
          show={variantImage}
          onPictureSettled={firstScreen.settle}
        />
        <div className="product-page__info">
          <h1 className="product-page__name">{product.name}</h1>
          {product.storeName ? (
            <p className="product-page__store">
              Sold by{' '}
              {product.storeId !== undefined ? (
                <Link to={storePath(product.storeId)}>{product.storeName}</Link>
              ) : (
                product.storeName
              )}
            </p>
          ) : null}
          {pricing ? (
            <p className="product-page__price">
              <Price amount={pricing.sellingPrice} compareAt={pricing.price} />
            </p>
          ) : null}
          <SaveToggle product={product} look="labelled" />
          <ProductPurchase product={product} onVariantChange={onVariantChange} />
          <LoadWhenNear firstScreen={firstScreen} placeholderClass="delivery-estimate-placeholder">
            <LazyDeliveryEstimate
              productId={product.id}
              storeName={product.storeName}
              storeAcceptsPayOnDelivery={product.payOnDelivery !== false}
            />
          </LoadWhenNear>
          {product.storeId !== undefined && product.storeName ? (
            <LoadWhenNear firstScreen={firstScreen} placeholderClass="seller-box-placeholder">
              <LazySellerBox
                storeId={product.storeId}
                storeName={product.storeName}
                merchantId={product.merchantId}
              />
            </LoadWhenNear>
          ) : null}
        </div>
      </div>
      <section className="product-page__description" aria-labelledby="product-description">
        <h2 id="product-description">Description</h2>
        {description.length > 1 ? (
          <ul>
            {description.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : description.length === 1 ? (
          <p>{description[0]}</p>
        ) : (
          <p>The store has not described this product yet.</p>
        )}
        <dl className="product-page__facts">
          {product.sku ? <Fact label="SKU">{product.sku}</Fact> : null}
          {product.weight !== undefined ? <Fact label="Weight">{product.weight} kg</Fact> : null}
          {product.dimension ? (
            <Fact label="Size (L × W × H)">
              {product.dimension.length ?? '–'} × {product.dimension.width ?? '–'} ×{' '}
              {product.dimension.height ?? '–'}
            </Fact>
          ) : null}
        </dl>
      </section>
      <ProductReviews productId={product.id} />
      {product.storeId !== undefined ? (
        <StorePolicies storeId={product.storeId} storeName={product.storeName} />
      ) : null}
      {product.storeId !== undefined ? (
        <MoreFromStore product={{ ...product, storeId: product.storeId }} firstScreen={firstScreen} />
      ) : null}
    </>
  );
}

/**
 * The product page (`/product/:productId`): a breadcrumb to its categories' pages, pictures with
 * thumbnails, name, the store (a link
 * to its page), price, variants, stock and quantity, add to cart, the delivery estimate (dates, fee, pay
 * on delivery, returns; for the default address or a chosen state), the seller's score (rating, orders
 * fulfilled, followers) with a follow button, the description, reviews (read; write
 * when logged in as a customer), the store's policies, the store's other products and the products this
 * device viewed lately (the page's product goes first among them).
 *
 * @example
 * { path: 'product/:productId', lazy: screen(storefront, 'ProductScreen') }
 */
export function ProductScreen() {
  const { productId } = useParams();
  const id = positiveInt(productId);
  const product = useGetCustomerProduct(id ? { path: { id } } : null);
  const { view } = useRecentlyViewed();
  const url = usePageUrl();
  const crumbs = useCategoryPath(
    product.data?.category,
    product.data?.subCategory,
    product.data?.childCategory,
  );
  useDocumentHead(
    product.data
      ? productHead({ url, product: product.data, crumbs })
      : !id || product.error?.status === 404
        ? notFoundHead(url, 'Product')
        : loadingHead(url, product.error ? 'Product unavailable' : 'Product'),
  );
  const shown = product.data?.id;
  // A product the catalogue answered is one this device viewed (not a wrong or missing one).
  useEffect(() => {
    if (shown !== undefined) view(shown);
  }, [view, shown]);

  if (!id) {
    return (
      <div className="container page">
        <h1>Product not found</h1>
        <p>
          That product address is not right. <Link to="/">Browse the shop</Link>
        </p>
      </div>
    );
  }
  if (!product.data) {
    return (
      <PageLoadState query={product} noun="product">
        <p>
          <Link to="/">Back to the shop</Link>
        </p>
      </PageLoadState>
    );
  }
  return (
    <div className="container page product-page">
      {/* A new product (a link from "More from …") starts over: its own choice, quantity and gallery. */}
      <ProductDetails key={product.data.id} product={product.data} />
      <LazyRecentlyViewed
        exclude={product.data.id}
        limit={RECENTLY_VIEWED_ON_PAGE}
        firstScreenReady={false}
      />
    </div>
  );
}
