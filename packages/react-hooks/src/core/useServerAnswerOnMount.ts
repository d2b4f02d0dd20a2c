'use client';
import { useEffect } from 'react';
import { useMarketplaceContext } from './MarketplaceContext';

/**
 * The SWR options of a query's mount when the provider's `fallback` (the server's answers) holds its key
 * and no hook of that key has mounted yet: `revalidateOnMount: false`, so hydrating a server-rendered
 * page does not fetch again, right away, every answer the server has just put in its HTML (SWR
 * revalidates data from its fallback on mount by default). Once a hook of the key has mounted, the key
 * is no longer fresh: a later mount (the shopper comes back to the page) revalidates as usual. An empty
 * object otherwise.
 *
 * @example
 * const mount = useServerAnswerOnMount(key ? unstable_serialize(key) : undefined);
 * useSWR(key, fetcher, { ...mount, ...config });
 */
export function useServerAnswerOnMount(serializedKey: string | undefined): { revalidateOnMount?: false } {
  const { freshFromServer } = useMarketplaceContext();
  const fresh = !!serializedKey && !!freshFromServer?.has(serializedKey);
  useEffect(() => {
    if (fresh) freshFromServer?.delete(serializedKey as string);
  }, [fresh, serializedKey, freshFromServer]);
  return fresh ? { revalidateOnMount: false } : {};
}
