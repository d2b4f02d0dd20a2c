// Key factories (<operationId>Key(client, init) of every query): the key a factory makes with the
// provider's client is the key the hook caches under, so prefetching, setting and revalidating through it
// reach the hook.
import { getAllCustomerProducts, getCustomerProduct } from '@marketplace/sdk';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { isKeyOf, operationKey } from '../../src/core/operationKey';
import { useGetCustomerProduct } from '../../src/generated/hooks/catalog';
import { useGetAllCategories } from '../../src/generated/hooks/categories';
import { getCustomerProductKey } from '../../src/generated/keys/catalog';
import { getAllCategoriesKey } from '../../src/generated/keys/categories';
import { sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, providerWith } from './coreTestKit';

const ctx = sandboxFixture();
// No vitest globals here, so Testing Library cannot unmount by itself: unmount after each test.
afterEach(cleanup);

const PRODUCT = '/products/customer/product/';

async function someProductId(): Promise<number> {
  const { data } = await getAllCustomerProducts(ctx.client(), { query: { limit: 1, offset: 0 } });
  const id = data.rows[0]?.id;
  if (id === undefined) throw new Error('the seed has no customer products');
  ctx.requests.length = 0;
  return id;
}

/** Renames a product in the sandbox's state (the domain's tables are not in the sandbox's public types). */
function renameOnServer(id: number, name: string): void {
  const db = ctx.sandbox.db as unknown as {
    table(name: 'products'): { update(id: number, patch: { name: string }): unknown };
  };
  db.table('products').update(id, { name });
}

/** The client of the provider renderProduct makes (a page of no role: '/'). */
let client = ctx.client();

/** The hook and SWR's mutate of the same provider. */
function renderProduct(id: number | null) {
  client = ctx.client();
  return renderHook(
    ({ productId }: { productId: number | null }) => ({
      query: useGetCustomerProduct(productId === null ? null : { path: { id: productId } }),
      cache: useSWRConfig(),
    }),
    { wrapper: providerWith(client), initialProps: { productId: id } },
  );
}

describe('key factories', () => {
  it("getCustomerProductKey(client, { path: { id } }) equals the hook's key", async () => {
    const id = await someProductId();
    const { result } = renderProduct(id);
    expect(result.current.query.key).toEqual(getCustomerProductKey(client, { path: { id } }));
    expect(getCustomerProductKey(client, { path: { id } })).toEqual([
      'getCustomerProduct',
      { path: { id }, as: '' },
    ]);
    expect(getCustomerProductKey(client, { path: { id } })).toEqual(
      operationKey('getCustomerProduct', client, { path: { id } }),
    );
    await waitFor(() => expect(result.current.query.status).toBe('succeeded'));
  });

  it('leaves call options out of the key and gives null for a null init', () => {
    const controller = new AbortController();
    const client = ctx.client();
    expect(
      getCustomerProductKey(client, {
        path: { id: 5 },
        timeout: 10,
        signal: controller.signal,
        retry: false,
      }),
    ).toEqual(getCustomerProductKey(client, { path: { id: 5 } }));
    expect(getCustomerProductKey(client, { path: { id: 5 }, as: 'admin' })).not.toEqual(
      getCustomerProductKey(client, { path: { id: 5 } }),
    );
    expect(getCustomerProductKey(client, null)).toBeNull();
    expect(getAllCategoriesKey(client)).toEqual(['getAllCategories', { as: '' }]);
    expect(getAllCategoriesKey(client, {})).toEqual(getAllCategoriesKey(client));
    expect(isKeyOf(['getCustomerProduct'])(getCustomerProductKey(client, { path: { id: 5 } }))).toBe(true);
    expect(isKeyOf(['getCart'])(getCustomerProductKey(client, { path: { id: 5 } }))).toBe(false);
  });

  it('data set through the key shows in the hook at once, without a request', async () => {
    const id = await someProductId();
    const { result } = renderProduct(id);
    await waitFor(() => expect(result.current.query.status).toBe('succeeded'));
    const key = getCustomerProductKey(client, { path: { id } });
    await act(() =>
      result.current.cache.mutate(
        key,
        (p: { name: string } | undefined) => p && { ...p, name: 'Renamed here' },
        {
          revalidate: false,
        },
      ),
    );
    expect(result.current.query.data?.name).toBe('Renamed here');
    expect(countRequests(ctx.requests, 'GET', `${PRODUCT}${id}`)).toBe(1);
  });

  it('revalidating through the key (or a key filter) refetches the hook', async () => {
    const id = await someProductId();
    const { result } = renderProduct(id);
    await waitFor(() => expect(result.current.query.status).toBe('succeeded'));

    renameOnServer(id, 'Renamed on the server');
    await act(() => result.current.cache.mutate(getCustomerProductKey(client, { path: { id } })));
    expect(result.current.query.data?.name).toBe('Renamed on the server');
    expect(countRequests(ctx.requests, 'GET', `${PRODUCT}${id}`)).toBe(2);

    renameOnServer(id, 'Renamed again');
    await act(() => result.current.cache.mutate(isKeyOf(['getCustomerProduct'])));
    expect(result.current.query.data?.name).toBe('Renamed again');
    expect(countRequests(ctx.requests, 'GET', `${PRODUCT}${id}`)).toBe(3);
  });

  it('a prefetch through the key is shown on the first render of the hook', async () => {
    const id = await someProductId();
    const { result, rerender } = renderProduct(null);
    const { data: prefetched } = await getCustomerProduct(ctx.client(), { path: { id } });
    await act(() => result.current.cache.mutate(getCustomerProductKey(client, { path: { id } }), prefetched));

    rerender({ productId: id });
    // The first render already has the data (SWR still revalidates it in the background).
    expect(result.current.query.data).toEqual(prefetched);
    expect(result.current.query.key).toEqual(getCustomerProductKey(client, { path: { id } }));
    await waitFor(() => expect(result.current.query.status).toBe('succeeded'));
    expect(result.current.query.data).toEqual(prefetched);
  });

  it('the same init in two hooks shares one cache entry', async () => {
    const { result } = renderHook(
      () => ({
        a: useGetAllCategories({ query: { search: 'o' } }),
        b: useGetAllCategories({ query: { search: 'o' } }),
      }),
      { wrapper: providerWith(ctx.client()) },
    );
    await waitFor(() => expect(result.current.b.status).toBe('succeeded'));
    expect(result.current.a.key).toEqual(result.current.b.key);
    expect(result.current.a.data).toBe(result.current.b.data);
  });
});
