import type { MarketplaceClient, UserType } from '@marketplace/sdk';
import { type Cache, type ScopedMutator, unstable_serialize } from 'swr';
import { registeredKeys } from './keyRegistry';
import { type OperationKey, sessionOf } from './operationKey';

/**
 * Drops every cached answer of `role` made under a session other than its current one (after a login or
 * a logout): the entries are emptied without refetching (SWR then discards answers still in flight for
 * them) and deleted, so the cache does not grow with every login. Entries of other roles stay. Plain keys
 * are found with SWR's key filter, so entries cached under a key factory's key by other code
 * (`useSWR(getCartKey(client, init), ...)`) go too; lists (swr/infinite) through the registry. A request
 * still in flight at that moment writes its (empty) request state back when it settles; the next sweep
 * of the role deletes that too, and forgets a registered key once it finds it gone.
 *
 * @example
 * client.session.subscribe((role) => dropStaleSessions(cache, mutate, client, role));
 */
export function dropStaleSessions(
  cache: Cache,
  mutate: ScopedMutator,
  client: MarketplaceClient,
  role: UserType,
): void {
  const current = sessionOf(client, role);
  const isStale = (key: unknown): key is OperationKey => {
    const params = Array.isArray(key) ? (key[1] as Partial<OperationKey[1]> | undefined) : undefined;
    return params?.as === role && params.session !== current;
  };
  // Delete once SWR has finished the mutation: it writes to the entry once more when it settles.
  const found: string[] = [];
  const matches = (key: unknown) => isStale(key) && found.push(unstable_serialize(key)) > 0;
  void mutate(matches, undefined, { revalidate: false }).then(() => {
    for (const serialized of found) cache.delete(serialized);
  });

  const registry = registeredKeys(cache);
  if (!registry) return;
  for (const [serialized, key] of registry) {
    if (!isStale(key)) continue;
    if (cache.get(serialized) === undefined) {
      registry.delete(serialized);
      continue;
    }
    void mutate(serialized, undefined, { revalidate: false }).then(() => cache.delete(serialized));
  }
}
