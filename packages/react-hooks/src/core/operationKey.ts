import type { CallInit, OperationId } from '@marketplace/sdk';

/** The cache key of one call: the operation and the parameters that make its answer. */
export type OperationKey<Id extends OperationId = OperationId> = readonly [Id, OperationKeyParams];

/** The parts of an init that decide the answer (call options such as signal or timeout do not). */
export interface OperationKeyParams {
  path?: unknown;
  query?: unknown;
  body?: unknown;
  as?: unknown;
}

/**
 * The key under which a query's answer is cached: `[operationId, { path, query, body, as }]`. Use it to
 * prefetch or to update the cache by hand; `null` init gives `null` (SWR then does not fetch).
 *
 * @example
 * mutate(operationKey('getCustomerProduct', { path: { id: 12 } }), updated, { revalidate: false });
 */
export function operationKey<Id extends OperationId>(
  id: Id,
  init?: CallInit<Id> | null,
): OperationKey<Id> | null {
  if (init === null) return null;
  const { path, query, body, as } = (init ?? {}) as OperationKeyParams;
  const params: OperationKeyParams = {};
  if (path !== undefined) params.path = path;
  if (query !== undefined) params.query = query;
  if (body !== undefined) params.body = body;
  if (as !== undefined) params.as = as;
  return [id, params] as const;
}

/**
 * Whether a cache key belongs to one of these operations (for `mutate(filter)`).
 *
 * @example
 * mutate(isKeyOf(['getCart']));
 */
export function isKeyOf(ids: readonly string[]): (key: unknown) => boolean {
  const set = new Set(ids);
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && set.has(key[0]);
}
