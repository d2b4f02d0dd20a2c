'use client';
import { useMemo } from 'react';
import { useClientStore } from './ClientStateProvider';
import { useClientState } from './useClientState';

/** Options of {@link useRecentlyViewed}. */
export interface UseRecentlyViewedOptions {
  /** A product to leave out (the one on the page). */
  exclude?: number;
  /** At most this many ids (after leaving out `exclude`). Default: all kept (`RECENTLY_VIEWED_LIMIT`). */
  limit?: number;
}

/** What {@link useRecentlyViewed} returns. */
export interface RecentlyViewed {
  /** Product ids, most recent first. */
  ids: readonly number[];
  /** Records a view of a product (it moves first; the list keeps the SDK's `RECENTLY_VIEWED_LIMIT`). */
  view(id: number): void;
  /** Forgets every recently viewed product of this device. */
  clear(): void;
}

/**
 * The products this device viewed lately, kept in the persisted client state (so across visits and
 * tabs, whoever is logged in): the product page records its product, lists show the others.
 *
 * @example
 * const { view } = useRecentlyViewed();
 * useEffect(() => view(product.id), [view, product.id]);
 * const { ids } = useRecentlyViewed({ exclude: product.id, limit: 6 });
 */
export function useRecentlyViewed(options: UseRecentlyViewedOptions = {}): RecentlyViewed {
  const { exclude, limit } = options;
  const all = useClientState((s) => s.recentlyViewed);
  const store = useClientStore();
  const ids = useMemo(
    () => all.filter((id) => id !== exclude).slice(0, limit ?? all.length),
    [all, exclude, limit],
  );
  const { viewProduct: view, clearRecentlyViewed: clear } = store.getState();
  return useMemo(() => ({ ids, view, clear }), [ids, view, clear]);
}
