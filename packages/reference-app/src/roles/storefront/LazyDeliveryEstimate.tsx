import { lazy, Suspense } from 'react';
import type { DeliveryEstimateProps } from './DeliveryEstimate';

// The estimate is a chunk of its own (its hooks, the states, the dates): the buy box above it comes first.
const Section = lazy(() => import('./DeliveryEstimate').then((m) => ({ default: m.DeliveryEstimate })));

/**
 * {@link DeliveryEstimate}, loaded after the product page's first screen; its space is kept meanwhile so
 * nothing below moves when it arrives.
 *
 * @example
 * <LazyDeliveryEstimate productId={product.id} />
 */
export function LazyDeliveryEstimate(props: DeliveryEstimateProps) {
  return (
    <Suspense fallback={<div className="delivery-estimate-placeholder" aria-hidden="true" />}>
      <Section {...props} />
    </Suspense>
  );
}
