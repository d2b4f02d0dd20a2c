import { isSoldOut, productPath, type StorefrontProduct } from '../../components/product';
import type { CategoryCrumb } from '../../roles/storefront/categoryCrumbs';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';
import { absoluteUrl, buildHead, TITLE_MAX, TITLE_SUFFIX } from './buildHead';
import { headText } from './headText';
import type { PageHead } from './PageHead';
import { priceText } from './priceText';

/** What {@link productHead} reads. */
export interface ProductHeadInput {
  url: URL;
  product: StorefrontProduct;
  /** The product's category path (`useCategoryPath`'s): the levels with a page go into the breadcrumb data. */
  crumbs?: readonly CategoryCrumb[];
}

/**
 * A product page's head: "<name> — ₦<price> | Marketplace" (the name cut to fit 60 characters), its
 * price, store and description, its main picture, Open Graph's product price in naira, and schema.org
 * `Product` data (offer with price, NGN, availability from the stock and the seller; the rating when it
 * has reviews) with its `BreadcrumbList`.
 *
 * @example
 * useDocumentHead(productHead({ url: usePageUrl(), product, crumbs }));
 */
export function productHead({ url, product, crumbs = [] }: ProductHeadInput): PageHead {
  // The product page is the product's one address (the marketplace's copy of it points here too).
  const path = productPath(product.id);
  const canonical = absoluteUrl(url, path);
  const selling = product.pricing[0]?.sellingPrice;
  const price = selling !== undefined ? priceText(selling) : undefined;
  const tail = `${price ? ` — ${price}` : ''}${TITLE_SUFFIX}`;
  const title = `${headText(product.name, TITLE_MAX - tail.length)}${tail}`;
  const text = (product.description ?? []).join(' ');
  const seller = product.storeName ? ` from ${product.storeName}` : '';
  const description = `${product.name}${price ? `, ${price}` : ''}${seller}. ${text || 'Delivered across Nigeria.'}`;
  const images = (product.hostedImages ?? []).map((image) => absoluteUrl(url, image));
  const rated = (product.reviewCount ?? 0) > 0 && product.rating !== undefined;
  const productData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: canonical,
    ...(images.length ? { image: images } : {}),
    ...(text ? { description: headText(text, 5000) } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(selling !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            url: canonical,
            price: selling.toFixed(2),
            priceCurrency: 'NGN',
            availability: isSoldOut(product, undefined)
              ? 'https://schema.org/OutOfStock'
              : 'https://schema.org/InStock',
            ...(product.storeName ? { seller: { '@type': 'Organization', name: product.storeName } } : {}),
          },
        }
      : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
  const head = buildHead({
    url,
    title: product.name,
    description,
    canonicalPath: path,
    image: images[0],
    type: 'product',
    ...(selling !== undefined ? { price: { amount: selling.toFixed(2), currency: 'NGN' } } : {}),
    jsonLd: [productData, breadcrumbJsonLd(url, crumbs, { name: product.name, to: path })],
  });
  return { ...head, title, twitter: { ...head.twitter, title } };
}
