import type { CallInit, MarketplaceClient, OperationId, UserType } from '@marketplace/sdk';
import { sessionFingerprint } from './sessionFingerprint';

/** The cache key of one call: the operation, the parameters that make its answer, its role and session. */
export type OperationKey<Id extends OperationId = OperationId> = readonly [Id, OperationKeyParams];

/**
 * The parts of a call that decide its answer. Call options such as `signal` or `timeout` do not; the role
 * and its session do: the same call made with another role's token, or after another login, is another
 * answer and another cache entry.
 */
export interface OperationKeyParams {
  path?: unknown;
  query?: unknown;
  body?: unknown;
  /** The role whose token the call carries: `init.as`, else the client's current role (`''`: none). */
  as: UserType | '';
  /** That role's session ({@link sessionFingerprint} of its token); absent while it is logged out. */
  session?: string;
}

/**
 * The key under which a query hook caches its answer: `[operationId, { path, query, body, as, session }]`.
 * The role is `init.as` when given, else the client's current role (`client.currentRole()`: the page path,
 * or the role fixed with `client.as(role)`), resolved now, as the hook resolves it at render; the session
 * is a fingerprint of that role's token in `client.session`, never the token. Use it to prefetch or to
 * update the cache by hand with the same client the provider has; `null` init gives `null`.
 *
 * @example
 * mutate(operationKey('getCustomerProduct', client, { path: { id: 12 } }), updated, { revalidate: false });
 * mutate(operationKey('getAllCoupons', client, { as: 'merchant' })); // the merchant's coupons, whatever the page
 */
export function operationKey<Id extends OperationId>(
  id: Id,
  client: MarketplaceClient,
  init?: CallInit<Id> | null,
): OperationKey<Id> | null {
  if (init === null) return null;
  const role = roleOf(client, init);
  return scopedKey(id, init, role, sessionOf(client, role));
}

/**
 * Whether a cache key belongs to one of these operations (for `mutate(filter)`), whatever its role.
 *
 * @example
 * mutate(isKeyOf(['getCart']));
 */
export function isKeyOf(ids: readonly string[]): (key: unknown) => boolean {
  const set = new Set(ids);
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && set.has(key[0]);
}

/**
 * @internal The role a call of this init carries: `init.as`, else the client's current one.
 *
 * @example
 * roleOf(client, { as: 'admin' }); // 'admin'
 */
export function roleOf(client: MarketplaceClient, init: { as?: UserType } | undefined): UserType | '' {
  return init?.as ?? client.currentRole();
}

/**
 * @internal The fingerprint of the role's session now (undefined while logged out or for no role).
 *
 * @example
 * sessionOf(client, 'merchant'); // '1dgqvra3uv1', or undefined while the merchant is logged out
 */
export function sessionOf(client: MarketplaceClient, role: UserType | ''): string | undefined {
  return role ? sessionFingerprint(client.session.getToken(role)) : undefined;
}

/**
 * @internal The key of an init once its role and session are known (the hooks resolve them at render).
 *
 * @example
 * scopedKey('getOneCoupon', { path: { id: 1 } }, 'merchant', '1dgqvra3uv1');
 * // ['getOneCoupon', { as: 'merchant', path: { id: 1 }, session: '1dgqvra3uv1' }]
 */
export function scopedKey<Id extends OperationId>(
  id: Id,
  init: CallInit<Id> | undefined,
  role: UserType | '',
  session: string | undefined,
): OperationKey<Id> {
  const { path, query, body } = (init ?? {}) as { path?: unknown; query?: unknown; body?: unknown };
  const params: OperationKeyParams = { as: role };
  if (path !== undefined) params.path = path;
  if (query !== undefined) params.query = query;
  if (body !== undefined) params.body = body;
  if (session !== undefined) params.session = session;
  return [id, params] as const;
}
