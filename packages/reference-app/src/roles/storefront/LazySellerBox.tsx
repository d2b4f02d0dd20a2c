import { lazyWithFallback } from '../../kit/lazyWithFallback';

/**
 * {@link SellerBox}, loaded after the product page's first screen (the seller's score and follow button
 * are a chunk of their own: the buy box above them comes first); its space is kept meanwhile.
 *
 * @example
 * <LazySellerBox storeId={2} storeName="Naija Gadgets Hub" merchantId={7} />
 */
export const LazySellerBox = lazyWithFallback(
  () => import('./SellerBox').then((m) => m.SellerBox),
  // Its space, kept until it comes: nothing below moves.
  <div className="seller-box-placeholder" aria-hidden="true" />,
);
