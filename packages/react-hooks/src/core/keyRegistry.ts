import type { Cache } from 'swr';
import type { OperationKey } from './operationKey';

/** Keys the hooks of one SWR cache have used: serialized cache key -> the key (role and session). */
type Registry = Map<string, OperationKey>;

// One registry per SWR cache (a provider's cache, or the global one), dropped with it.
const registries = new WeakMap<Cache, Registry>();

/**
 * Remembers that `serialized` (SWR's cache key: `unstable_serialize(key)`, or a list's
 * `unstable_serialize(getKey)` from swr/infinite) holds answers of `key`'s role and session, so that
 * `dropStaleSessions` can find them without reading SWR's private cache fields.
 *
 * @example
 * registerKey(cache, unstable_serialize(key), key);
 */
export function registerKey(cache: Cache, serialized: string, key: OperationKey): void {
  let registry = registries.get(cache);
  if (!registry) {
    registry = new Map();
    registries.set(cache, registry);
  }
  registry.set(serialized, key);
}

/**
 * @internal The keys registered for `cache` (serialized key -> key), if any.
 *
 * @example
 * registeredKeys(cache)?.size; // how many keys the hooks of this cache have used
 */
export const registeredKeys = (cache: Cache): Registry | undefined => registries.get(cache);
