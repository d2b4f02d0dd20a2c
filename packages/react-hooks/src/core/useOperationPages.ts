import type { CallInit, MarketplaceError, OperationData, OperationId } from '@marketplace/sdk';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { type LoadStatus, loadStatus } from './loadStatus';
import { useMarketplaceClient } from './MarketplaceContext';
import { operationKey } from './operationKey';
import type { OperationFn } from './useOperationQuery';

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
 * offset; `hasMore` is false once `count` rows are loaded or a page comes back short.
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
  const client = useMarketplaceClient();
  // Loading more does not ask for page one again (SWR's default would).
  const { pageSize = 12, ...swrConfig } = { revalidateFirstPage: false, ...config };
  const base = (init ?? {}) as { query?: Record<string, unknown> };
  const swr = useSWRInfinite<Page<Id>, MarketplaceError>(
    (index, previous: Page<Id> | null) => {
      if (init === null) return null;
      const rows = (previous as { rows?: unknown[] } | null)?.rows;
      if (previous && rows && rows.length < pageSize) return null;
      return operationKey(id, {
        ...base,
        query: { ...base.query, limit: pageSize, offset: index * pageSize },
      } as unknown as CallInit<Id>);
    },
    async (key: readonly [Id, { query?: unknown }]) =>
      (await call(client, { ...base, ...key[1] } as CallInit<Id>)).data,
    swrConfig,
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
  const isLoadingMore =
    swr.isLoading || (swr.size > 0 && pages !== undefined && pages[swr.size - 1] === undefined);
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
      loading: swr.isLoading,
      error: swr.error,
      hasData: pages !== undefined,
    }),
    isLoadingMore,
    refresh: () => void swr.mutate(),
  };
}
