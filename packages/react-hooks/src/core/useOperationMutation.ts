'use client';
import type {
  CallInit,
  MarketplaceError,
  OperationData,
  OperationId,
  OperationResult,
} from '@marketplace/sdk';
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import type { LoadStatus } from './loadStatus';
import { useMarketplaceContext } from './MarketplaceContext';
import { revalidate } from './revalidation';
import type { OperationFn } from './useOperationQuery';

/** Options of a mutation hook. */
export interface MutationConfig<Id extends OperationId> {
  onSuccess?: (result: OperationResult<Id>) => void;
  onError?: (error: MarketplaceError) => void;
  /** More operations whose cached answers this mutation changes (beside the declared ones). */
  invalidates?: readonly OperationId[];
  /** Send success and error messages to the provider's `onMessage` (default true). */
  notify?: boolean;
  /**
   * The success message to send instead of the result's (the spec's, else the server's): for a screen where
   * the spec's wording is wrong, e.g. `(result) => result.serverMessage`.
   */
  successMessage?: (result: OperationResult<Id>) => string;
}

/** What a mutation hook returns. */
export interface MutationResult<Id extends OperationId> {
  /** Runs the call; resolves with its result, rejects with a `MarketplaceError`. */
  trigger(init: CallInit<Id>): Promise<OperationResult<Id>>;
  data: OperationData<Id> | undefined;
  /** The success message of the last call (the spec's, else the server's). */
  message: string | undefined;
  error: MarketplaceError | undefined;
  status: LoadStatus;
  isMutating: boolean;
  /** Back to `idle`, forgetting data and error. */
  reset(): void;
}

/**
 * The one mutation hook the generated ones are made of. After a success it revalidates every cached
 * query the operation changes (`declared`: the generated hooks pass their list from `INVALIDATIONS`,
 * declared once in invalidations.mjs) and emits the success message; after a
 * failure it keeps the error and emits its message (the spec's user-facing one). `trigger` and `reset`
 * keep their identity across renders (safe in effect dependencies and memoized children); they always
 * use the latest client, config and callbacks.
 *
 * @example
 * const { trigger, status } = useOperationMutation('approveProduct', approveProduct);
 */
export function useOperationMutation<Id extends OperationId>(
  id: Id,
  call: OperationFn<Id>,
  config: MutationConfig<Id> = {},
  declared: readonly string[] = [],
): MutationResult<Id> {
  const { client, emit } = useMarketplaceContext();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{
    status: LoadStatus;
    result?: OperationResult<Id>;
    error?: MarketplaceError;
  }>({ status: 'idle' });
  const latest = useRef(0);
  // Everything `trigger` reads, kept current, so `trigger` itself keeps one identity across renders
  // (generated hooks pass a fresh `declared` array and callers a fresh config on every render).
  const current = useRef({ client, emit, mutate, call, id, declared, config });
  current.current = { client, emit, mutate, call, id, declared, config };

  const trigger = useCallback(async (init: CallInit<Id>) => {
    const run = ++latest.current;
    setState((s) => ({ ...s, status: 'loading' }));
    const { client, emit, mutate, call, id, declared, config } = current.current;
    const { onSuccess, onError, invalidates = [], notify = true, successMessage } = config;
    try {
      const result = await call(client, init);
      if (run === latest.current) setState({ status: 'succeeded', result });
      // Held until the end of a bulk run going on (useBulkAction): one revalidation, not one per row.
      await revalidate(mutate, [...declared, ...invalidates]);
      const message = successMessage ? successMessage(result) : result.message;
      if (notify && message) emit({ type: 'success', message, operationId: id });
      onSuccess?.(result);
      return result;
    } catch (caught) {
      const error = asMarketplaceError(caught, id);
      if (run === latest.current) setState({ status: 'failed', error });
      if (notify) emit({ type: 'error', message: error.message, operationId: id, error });
      onError?.(error);
      throw error;
    }
  }, []);
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);
  return {
    trigger,
    data: state.result?.data,
    message: state.result?.message,
    error: state.error,
    status: state.status,
    isMutating: state.status === 'loading',
    reset,
  };
}
