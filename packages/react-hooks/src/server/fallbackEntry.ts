import type { CallInit, MarketplaceClient, OperationData, OperationId } from '@marketplace/sdk';
import { type OperationKey, operationKey } from '../core/operationKey';

/**
 * One server-fetched answer for `MarketplaceProvider`'s `fallback`: plain data (JSON-safe, so it crosses
 * from a server component or a loader to the client), keyed exactly as the hook will key it. `pages` is
 * a paged hook's (`use<Operation>Pages`) list of loaded pages.
 */
export type FallbackEntry =
  | { readonly kind: 'query'; readonly key: OperationKey; readonly data: unknown }
  | { readonly kind: 'pages'; readonly key: OperationKey; readonly pages: readonly unknown[] };

/** What `MarketplaceProvider` takes as `fallback`: the entries of {@link fallbackQuery} and {@link fallbackPages}. */
export type MarketplaceFallback = readonly FallbackEntry[];

/**
 * A plain query's server-fetched answer as a fallback entry: the hook `use<Operation>(init)` rendered under
 * a `MarketplaceProvider` with it answers `succeeded` with `data` on the server and on the first client
 * render (then revalidates in the browser). Make it with a client whose token store and page path are
 * the request's, so the key's role and session match the browser's. `null` when `init` is `null`.
 *
 * @example
 * const { data } = await getCustomerProduct(client, { path: { id: 12 } });
 * const fallback = [fallbackQuery(client, 'getCustomerProduct', { path: { id: 12 } }, data)];
 */
export function fallbackQuery<Id extends OperationId>(
  client: MarketplaceClient,
  id: Id,
  init: CallInit<Id> | undefined,
  data: OperationData<Id>,
): FallbackEntry {
  return { kind: 'query', key: operationKey(id, client, init) as OperationKey, data };
}

/**
 * A paged list's server-fetched first pages as a fallback entry for `use<Operation>Pages(init,
 * { pageSize })`: the key is the hook's first page's (`limit` = `pageSize`, default 12, `offset` 0), and
 * the hook answers `succeeded` with the pages' rows, `count` and `hasMore` at once.
 *
 * @example
 * const init = { query: { categoryId: 3 } };
 * const first = await getAllCustomerProducts(client, { query: { ...init.query, limit: 12, offset: 0 } });
 * const fallback = [fallbackPages(client, 'getAllCustomerProducts', init, [first.data])];
 */
export function fallbackPages<Id extends OperationId>(
  client: MarketplaceClient,
  id: Id,
  init: CallInit<Id> | undefined,
  pages: readonly OperationData<Id>[],
  options: { pageSize?: number } = {},
): FallbackEntry {
  const base = (init ?? {}) as { query?: Record<string, unknown> };
  const first = {
    ...base,
    query: { ...base.query, limit: options.pageSize ?? 12, offset: 0 },
  } as unknown as CallInit<Id>;
  return { kind: 'pages', key: operationKey(id, client, first) as OperationKey, pages };
}
