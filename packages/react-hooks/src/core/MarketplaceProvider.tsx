import { isMarketplaceError, type MarketplaceClient } from '@marketplace/sdk';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import {
  MarketplaceContext,
  type MarketplaceContextValue,
  type MarketplaceMessage,
} from './MarketplaceContext';

/** Props of {@link MarketplaceProvider}. */
export interface MarketplaceProviderProps {
  client: MarketplaceClient;
  /** SWR options, merged over the defaults (see {@link DEFAULT_SWR_CONFIG}). */
  swr?: SWRConfiguration;
  /** Receives every success and error message of the hooks (show them as toasts). */
  onMessage?: (message: MarketplaceMessage) => void;
  children?: ReactNode;
}

/**
 * SWR defaults that fit the API: a bounded number of retries (3, with SWR's exponential back-off),
 * never on 4xx (retrying a 404 or a 422 cannot help), requests with one key deduplicated for 2 s, and no
 * revalidation on focus for data that rarely changes under the user.
 */
export const DEFAULT_SWR_CONFIG: SWRConfiguration = {
  errorRetryCount: 3,
  dedupingInterval: 2000,
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) =>
    !(isMarketplaceError(error) && error.status !== undefined && error.status >= 400 && error.status < 500),
};

/**
 * Gives the hooks their client, SWR's cache and configuration, and the message channel for toasts.
 *
 * @example
 * <MarketplaceProvider client={client} onMessage={(m) => toast[m.type](m.message)}>
 *   <App />
 * </MarketplaceProvider>
 */
export function MarketplaceProvider({ client, swr, onMessage, children }: MarketplaceProviderProps) {
  const listeners = useRef(new Set<(message: MarketplaceMessage) => void>());
  const value = useMemo<MarketplaceContextValue>(
    () => ({
      client,
      emit: (message) => {
        for (const listener of listeners.current) listener(message);
      },
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [client],
  );
  useEffect(() => (onMessage ? value.subscribe(onMessage) : undefined), [value, onMessage]);
  const config = useMemo(() => ({ ...DEFAULT_SWR_CONFIG, ...swr }), [swr]);
  return (
    <MarketplaceContext.Provider value={value}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </MarketplaceContext.Provider>
  );
}
