'use client';
import type { CallInit, MarketplaceError, OperationData, OperationId } from '@marketplace/sdk';
import useSWR, { type KeyedMutator, type SWRConfiguration, unstable_serialize, useSWRConfig } from 'swr';
import { retryOnlyWhatCanPass } from './canRetryQuery';
import { clientForRole } from './clientForRole';
import { registerKey } from './keyRegistry';
import { type LoadStatus, loadStatus } from './loadStatus';
import { useMarketplaceClient } from './MarketplaceContext';
import type { OperationFn } from './OperationFn';
import { type OperationKey, roleOf, scopedKey } from './operationKey';
import { useRoleSession } from './useRoleSession';
import { useServerAnswerOnMount } from './useServerAnswerOnMount';

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

export type { OperationFn };

/**
 * The one query hook the generated ones are made of: caches an operation's `data` under
 * {@link operationKey} (which carries the role the call uses and that role's session), skips the fetch
 * when `init` is `null`, and adds the spec's load status. The call is made with the role of its key, so
 * each role's answer is fetched with its own token and cached apart; a login or logout of that role moves
 * the query to a fresh key. Transport retries are the SDK's: SWR retries only when the app turns them
 * on, and never for an error that cannot pass (see `canRetryQuery`).
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
  const { cache, shouldRetryOnError } = useSWRConfig();
  const role = roleOf(client, init ?? undefined);
  const session = useRoleSession(client, role);
  const key = init === null ? null : scopedKey(id, init, role, session);
  const serialized = key ? unstable_serialize(key) : undefined;
  if (key && serialized) registerKey(cache, serialized, key);
  // The server's answer (the provider's fallback) is not fetched again as the page hydrates.
  const mount = useServerAnswerOnMount(serialized);
  const swr = useSWR<OperationData<Id>, MarketplaceError, OperationKey<Id> | null>(
    key,
    // The role comes from the key, not from the page at fetch time.
    async ([, { as }]: OperationKey<Id>) =>
      (await call(clientForRole(client, as), { ...init, as: as || undefined } as CallInit<Id>)).data,
    {
      ...mount,
      ...config,
      shouldRetryOnError: retryOnlyWhatCanPass(config?.shouldRetryOnError ?? shouldRetryOnError),
    },
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
