'use client';
import type { MarketplaceClient } from '@marketplace/sdk';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { SWRConfig, type SWRConfiguration, unstable_serialize } from 'swr';
import type { MarketplaceFallback } from '../server/fallbackEntry';
import {
  MarketplaceContext,
  type MarketplaceContextValue,
  type MarketplaceMessage,
} from './MarketplaceContext';
import { StaleSessionSweeper } from './StaleSessionSweeper';

/** Props of {@link MarketplaceProvider}. */
export interface MarketplaceProviderProps {
  client: MarketplaceClient;
  /** SWR options, merged over the defaults (see {@link DEFAULT_SWR_CONFIG}). */
  swr?: SWRConfiguration;
  /** Receives every success and error message of the hooks (show them as toasts). */
  onMessage?: (message: MarketplaceMessage) => void;
  /**
   * Answers the server already fetched (`fallbackQuery`, `fallbackPages` of
   * `@marketplace/react-hooks/server`): the hooks of those keys answer `succeeded` with them on the server
   * and on the first render in the browser, so the HTML holds the data and hydration matches.
   */
  fallback?: MarketplaceFallback;
  children?: ReactNode;
}

/**
 * SWR defaults that fit the API. No SWR retries: the SDK already retries what can pass (network errors,
 * timeouts, 408, 429, 5xx of safe calls, with back-off and Retry-After), so a failing query makes at most
 * 1 + the SDK's `retry.retries` requests (3 with `DEFAULT_RETRY_POLICY`), stays `loading` while the SDK
 * retries and becomes `failed` once. An app that turns SWR's retries on (`shouldRetryOnError: true`) gets
 * `errorRetryCount` more rounds, each through the SDK, and still never for `envelope`, `response`,
 * `validation` or 4xx errors. Requests with one key are deduplicated for 2 s, and data that rarely
 * changes under the user is not revalidated on focus.
 */
export const DEFAULT_SWR_CONFIG: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 3,
  dedupingInterval: 2000,
  revalidateOnFocus: false,
};

/**
 * Gives the hooks their client, SWR's cache and configuration, and the message channel for toasts. When a
 * role logs in or out (in the client's token store, by any path), the cached answers of that role's
 * previous session are dropped; other roles' answers stay.
 *
 * @example
 * <MarketplaceProvider client={client} onMessage={(m) => toast[m.type](m.message)}>
 *   <App />
 * </MarketplaceProvider>
 *
 * // Server rendering: the answers the server fetched, keyed as the hooks will key them
 * <MarketplaceProvider client={client} fallback={[fallbackQuery(client, 'getAllCategories', {}, categories)]}>
 *   <App />
 * </MarketplaceProvider>
 */
export function MarketplaceProvider({
  client,
  swr,
  onMessage,
  fallback,
  children,
}: MarketplaceProviderProps) {
  const listeners = useRef(new Set<(message: MarketplaceMessage) => void>());
  // Plain answers go to SWR's fallback; a paged list's pages to its hook as `fallbackData` (see
  // useOperationPages), both under the serialized key (of the list's first page).
  const [seeded, pages] = useMemo(() => {
    const queries: Record<string, unknown> = {};
    const lists = new Map<string, readonly unknown[]>();
    for (const entry of fallback ?? []) {
      if (entry.kind === 'pages') lists.set(unstable_serialize(entry.key), entry.pages);
      else queries[unstable_serialize(entry.key)] = entry.data;
    }
    return [queries, lists] as const;
  }, [fallback]);
  // The server's answers, fresh until a hook of their key has mounted (useServerAnswerOnMount).
  const freshFromServer = useMemo(() => new Set([...Object.keys(seeded), ...pages.keys()]), [seeded, pages]);
  const value = useMemo<MarketplaceContextValue>(
    () => ({
      client,
      fallbackPages: pages,
      freshFromServer,
      emit: (message) => {
        for (const listener of listeners.current) listener(message);
      },
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [client, pages, freshFromServer],
  );
  useEffect(() => (onMessage ? value.subscribe(onMessage) : undefined), [value, onMessage]);
  const config = useMemo(
    () => ({ ...DEFAULT_SWR_CONFIG, ...swr, fallback: { ...swr?.fallback, ...seeded } }),
    [swr, seeded],
  );
  return (
    <MarketplaceContext.Provider value={value}>
      <SWRConfig value={config}>
        <StaleSessionSweeper client={client} />
        {children}
      </SWRConfig>
    </MarketplaceContext.Provider>
  );
}
