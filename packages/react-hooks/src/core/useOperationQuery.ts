import type {
  CallInit,
  MarketplaceClient,
  MarketplaceError,
  OperationData,
  OperationId,
  OperationResult,
} from '@marketplace/sdk';
import useSWR, { type KeyedMutator, type SWRConfiguration } from 'swr';
import { type LoadStatus, loadStatus } from './loadStatus';
import { useMarketplaceClient } from './MarketplaceContext';
import { type OperationKey, operationKey } from './operationKey';

/** SWR options of a query hook. */
export type QueryConfig<Id extends OperationId> = SWRConfiguration<OperationData<Id>, MarketplaceError>;

/** What a query hook returns: SWR's fields and the spec's load `status`. */
export interface QueryResult<Id extends OperationId> {
  data: OperationData<Id> | undefined;
  error: MarketplaceError | undefined;
  /** `idle` (skipped with a null init), `loading`, `succeeded` or `failed`. */
  status: LoadStatus;
  isLoading: boolean;
  isValidating: boolean;
  /** Revalidate, or set the cached data by hand. */
  mutate: KeyedMutator<OperationData<Id>>;
  /** The cache key (null when skipped). */
  key: OperationKey<Id> | null;
}

/** An SDK operation function. */
export type OperationFn<Id extends OperationId> = (
  client: MarketplaceClient,
  init: CallInit<Id>,
) => Promise<OperationResult<Id>>;

/**
 * The one query hook the generated ones are made of: caches an operation's `data` under
 * {@link operationKey}, skips the fetch when `init` is `null`, and adds the spec's load status.
 *
 * @example
 * const { data, status } = useOperationQuery('getAllCategories', getAllCategories, {});
 */
export function useOperationQuery<Id extends OperationId>(
  id: Id,
  call: OperationFn<Id>,
  init: CallInit<Id> | null | undefined,
  config?: QueryConfig<Id>,
): QueryResult<Id> {
  const client = useMarketplaceClient();
  const key = operationKey(id, init);
  const swr = useSWR<OperationData<Id>, MarketplaceError, OperationKey<Id> | null>(
    key,
    async () => (await call(client, (init ?? {}) as CallInit<Id>)).data,
    config,
  );
  return {
    data: swr.data,
    error: swr.error,
    status: loadStatus({
      skipped: key === null,
      // Data already cached (prefetched, or set through the key) counts as succeeded at once.
      loading: swr.isLoading && swr.data === undefined,
      error: swr.error,
      hasData: swr.data !== undefined,
    }),
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
    key,
  };
}
