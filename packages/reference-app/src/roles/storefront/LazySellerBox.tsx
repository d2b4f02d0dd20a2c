import { lazy, Suspense } from 'react';
import type { SellerBoxProps } from './SellerBox';

// The seller's score and follow button are a chunk of their own: the buy box above them comes first.
const Box = lazy(() => import('./SellerBox').then((m) => ({ default: m.SellerBox })));

/**
 * {@link SellerBox}, loaded after the product page's first screen; its space is kept meanwhile so nothing
 * below moves when it arrives.
 *
 * @example
 * <LazySellerBox storeId={2} storeName="Naija Gadgets Hub" merchantId={7} />
 */
export function LazySellerBox(props: SellerBoxProps) {
  return (
    <Suspense fallback={<div className="seller-box-placeholder" aria-hidden="true" />}>
      <Box {...props} />
    </Suspense>
  );
}
