'use client';
import type { MarketplaceClient } from '@marketplace/sdk';
import { createContext, useContext } from 'react';
import type { MarketplaceMessage } from './MarketplaceMessage';

export type { MarketplaceMessage };

/** What the provider gives every hook. */
export interface MarketplaceContextValue {
  client: MarketplaceClient;
  /** Server-fetched pages of paged lists (the provider's `fallback`), by the serialized key of the first page. */
  fallbackPages?: ReadonlyMap<string, readonly unknown[]>;
  /**
   * The serialized keys of the provider's `fallback` that no hook has mounted with yet (see
   * `useServerAnswerOnMount`): the first mount of each does not fetch the server's answer again.
   */
  freshFromServer?: Set<string>;
  /** Delivers success and error messages (toasts) to whoever listens. */
  emit(message: MarketplaceMessage): void;
  subscribe(listener: (message: MarketplaceMessage) => void): () => void;
}

export const MarketplaceContext = createContext<MarketplaceContextValue | null>(null);

/**
 * The provider's value; throws a clear error outside a `MarketplaceProvider`.
 *
 * @example
 * const { client } = useMarketplaceContext();
 */
export function useMarketplaceContext(): MarketplaceContextValue {
  const value = useContext(MarketplaceContext);
  if (!value) throw new Error('Marketplace hooks must be used inside <MarketplaceProvider client={...}>');
  return value;
}

/**
 * The SDK client of the nearest `MarketplaceProvider`.
 *
 * @example
 * const client = useMarketplaceClient();
 */
export function useMarketplaceClient(): MarketplaceClient {
  return useMarketplaceContext().client;
}
