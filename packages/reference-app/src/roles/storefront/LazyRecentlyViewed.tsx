import { useRecentlyViewed } from '@marketplace/react-hooks';
import { lazy, Suspense } from 'react';
import { LoadSection } from './LoadSection';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import type { RecentlyViewedProps } from './RecentlyViewed';

/** How many recently viewed products a page shows (a wide screen's row; a phone's three rows). */
export const RECENTLY_VIEWED_ON_PAGE = 6;

// The section is a chunk of its own: a first visit (nothing viewed yet) never loads it.
const Section = lazy(() => import('./RecentlyViewed').then((m) => ({ default: m.RecentlyViewed })));

/**
 * "Recently viewed", loaded only when this device has viewed products (besides the page's own).
 *
 * @example
 * <LazyRecentlyViewed exclude={product.id} limit={6} firstScreenReady={pictureSettled} />
 */
export function LazyRecentlyViewed(props: RecentlyViewedProps) {
  const { ids } = useRecentlyViewed(props.exclude !== undefined ? { exclude: props.exclude } : {});
  if (ids.length === 0) return null;
  return (
    <Suspense
      fallback={
        // The section's space while its code comes: nothing below moves when it arrives.
        <LoadSection
          title="Recently viewed"
          loaded={false}
          error={undefined}
          emptyText=""
          placeholder={<ProductGridPlaceholder count={Math.min(ids.length, props.limit)} />}
        />
      }
    >
      <Section {...props} />
    </Suspense>
  );
}
