'use client';
import type { CallInit, MarketplaceError, OperationData, OperationId } from '@marketplace/sdk';
import { unstable_serialize as serializeKey, useSWRConfig } from 'swr';
import useSWRInfinite, {
  type SWRInfiniteConfiguration,
  type SWRInfiniteKeyLoader,
  unstable_serialize as serializeList,
} from 'swr/infinite';
import { retryOnlyWhatCanPass } from './canRetryQuery';
import { clientForRole } from './clientForRole';
import { registerKey } from './keyRegistry';
import { type LoadStatus, loadStatus } from './loadStatus';
import { useMarketplaceContext } from './MarketplaceContext';
import { type OperationKey, roleOf, scopedKey } from './operationKey';
import type { OperationFn } from './useOperationQuery';
import { useRoleSession } from './useRoleSession';
import { useServerAnswerOnMount } from './useServerAnswerOnMount';

type Page<Id extends OperationId> = OperationData<Id>;
type Row<Id extends OperationId> = Page<Id> extends { rows: (infer R)[] } ? R : never;

/** Options of a paging hook: SWR's infinite options and the page size (default 12). */
export type PagesConfig<Id extends OperationId> = SWRInfiniteConfiguration<Page<Id>, MarketplaceError> & {
  pageSize?: number;
};

/** What a paging hook returns. */
export interface PagesResult<Id extends OperationId> {
  /** The rows of every loaded page, in order. */
  rows: Row<Id>[];
  /** How many rows match in all (`count` of the last answer). */
  count: number | undefined;
  pages: Page<Id>[] | undefined;
  /** Whether rows remain beyond the loaded pages. */
  hasMore: boolean;
  /** Loads the next page. */
  loadMore(): void;
  error: MarketplaceError | undefined;
  status: LoadStatus;
  isLoadingMore: boolean;
  /** Revalidates every loaded page. */
  refresh(): void;
}

/**
 * Infinite loading of a limit/offset list that answers `{ count, rows }`: each page asks for the next
 * offset; `hasMore` is false once `count` rows are loaded or a page comes back short. Pages are keyed and
 * fetched like {@link useOperationQuery}'s answers: with the role of the call and that role's session.
 *
 * @example
 * const { rows, hasMore, loadMore } = useOperationPages('getAllCustomerProducts', getAllCustomerProducts, { query: { categoryId: 3 } });
 */
export function useOperationPages<Id extends OperationId>(
  id: Id,
  call: OperationFn<Id>,
  init: CallInit<Id> | null | undefined,
  config: PagesConfig<Id> = {},
): PagesResult<Id> {
  const { client, fallbackPages } = useMarketplaceContext();
  const { cache, shouldRetryOnError } = useSWRConfig();
  // Loading more does not ask for page one again (SWR's default would).
  const { pageSize = 12, ...swrConfig } = { revalidateFirstPage: false, ...config };
  const base = (init ?? {}) as { query?: Record<string, unknown> };
  const role = roleOf(client, init ?? undefined);
  const session = useRoleSession(client, role);
  const getKey: SWRInfiniteKeyLoader<Page<Id>, OperationKey<Id> | null> = (index, previous) => {
    if (init === null) return null;
    const rows = (previous as { rows?: unknown[] } | null)?.rows;
    if (previous && rows && rows.length < pageSize) return null;
    const key = scopedKey(
      id,
      {
        ...base,
        query: { ...base.query, limit: pageSize, offset: index * pageSize },
      } as unknown as CallInit<Id>,
      role,
      session,
    );
    registerKey(cache, serializeKey(key), key);
    return key;
  };
  const first = init === null ? null : (getKey(0, null) as OperationKey<Id>);
  if (first) registerKey(cache, serializeList(getKey), first);
  // Pages the server fetched (the provider's `fallback`), shown until a later mount fetches them again.
  const firstSerialized = first ? serializeKey(first) : undefined;
  const seeded = firstSerialized
    ? (fallbackPages?.get(firstSerialized) as Page<Id>[] | undefined)
    : undefined;
  // The server's pages are not fetched again as the page hydrates.
  const mount = useServerAnswerOnMount(seeded ? firstSerialized : undefined);
  const swr = useSWRInfinite<Page<Id>, MarketplaceError, typeof getKey>(
    getKey,
    // The role comes from the key, not from the page at fetch time.
    async ([, params]: OperationKey<Id>) =>
      (
        await call(clientForRole(client, params.as), {
          ...base,
          query: params.query,
          as: params.as || undefined,
        } as unknown as CallInit<Id>)
      ).data,
    {
      ...(seeded ? { fallbackData: seeded } : {}),
      ...mount,
      ...swrConfig,
      shouldRetryOnError: retryOnlyWhatCanPass(swrConfig.shouldRetryOnError ?? shouldRetryOnError),
    },
  );
  const pages = swr.data;
  const rows = (pages ?? []).flatMap((p) => ((p as { rows?: Row<Id>[] }).rows ?? []) as Row<Id>[]);
  const count = pages?.length ? (pages[pages.length - 1] as { count?: number }).count : undefined;
  const last = pages?.[pages.length - 1] as { rows?: unknown[] } | undefined;
  const hasMore =
    pages !== undefined &&
    count !== undefined &&
    rows.length < count &&
    (last?.rows?.length ?? 0) >= pageSize;
  // SWR counts its first revalidation as loading even with pages from the provider's fallback (server
  // rendering): pages in hand are not loading.
  const loading = swr.isLoading && pages === undefined;
  const isLoadingMore = loading || (swr.size > 0 && pages !== undefined && pages[swr.size - 1] === undefined);
  return {
    rows,
    count,
    pages,
    hasMore,
    loadMore: () => {
      if (hasMore) void swr.setSize(swr.size + 1);
    },
    error: swr.error,
    status: loadStatus({
      skipped: init === null,
      loading,
      error: swr.error,
      hasData: pages !== undefined,
    }),
    isLoadingMore,
    refresh: () => void swr.mutate(),
  };
}
