import { lazyWithFallback } from '../../kit/lazyWithFallback';

/**
 * {@link DeliveryEstimate}, loaded after the product page's first screen (its hooks, the states and the
 * dates are a chunk of their own: the buy box above it comes first); its space is kept meanwhile.
 *
 * @example
 * <LazyDeliveryEstimate productId={product.id} storeName={product.storeName} storeAcceptsPayOnDelivery />
 */
export const LazyDeliveryEstimate = lazyWithFallback(
  () => import('./DeliveryEstimate').then((m) => m.DeliveryEstimate),
  // Its space, kept until it comes: nothing below moves.
  <div className="delivery-estimate-placeholder" aria-hidden="true" />,
);
