// The query family (use<OperationId> of every GET operation): the spec's load states, its user-facing
// error messages, and the provider's defaults for a 4xx, against the sandbox (the retry layer as a whole
// is retryLayer.test.tsx).
import { getAllCustomerProducts, type OperationData } from '@marketplace/sdk';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { useGetCustomerProduct } from '../../src/generated/hooks/catalog';
import { useGetAllCategories } from '../../src/generated/hooks/categories';
import { renderWithClient, sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, pause, providerWith, trail } from './coreTestKit';

const ctx = sandboxFixture();
// No vitest globals here, so Testing Library cannot unmount by itself: unmount after each test.
afterEach(cleanup);

const PRODUCT = '/products/customer/product/';
/** SWR retries (when turned on) a few milliseconds apart, so a test sees them at once. */
const FAST_RETRIES = { dedupingInterval: 0, errorRetryInterval: 1 };

async function someProductId(): Promise<number> {
  const { data } = await getAllCustomerProducts(ctx.client(), { query: { limit: 1, offset: 0 } });
  const id = data.rows[0]?.id;
  if (id === undefined) throw new Error('the seed has no customer products');
  ctx.requests.length = 0;
  return id;
}

describe('query hooks: load states', () => {
  it('is idle with a null init and makes no request, then loads once given an init', async () => {
    const id = await someProductId();
    const { result, rerender } = renderWithClient(
      ({ init }: { init: { path: { id: number } } | null }) => useGetCustomerProduct(init),
      ctx.client(),
      { initialProps: { init: null as { path: { id: number } } | null } },
    );
    expect(result.current).toMatchObject({ status: 'idle', key: null, data: undefined, isLoading: false });
    await pause(30);
    expect(result.current.status).toBe('idle');
    expect(countRequests(ctx.requests, 'GET', `${PRODUCT}${id}`)).toBe(0);

    rerender({ init: { path: { id } } });
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(result.current.data?.id).toBe(id);
    expect(countRequests(ctx.requests, 'GET', `${PRODUCT}${id}`)).toBe(1);
  });

  it('moves loading -> succeeded with the typed data of the operation', async () => {
    const seen: string[] = [];
    const { result } = renderWithClient(() => {
      const query = useGetAllCategories();
      seen.push(query.status);
      return query;
    }, ctx.client());
    expect(result.current).toMatchObject({ status: 'loading', isLoading: true, data: undefined });

    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expectTypeOf(result.current.data).toEqualTypeOf<OperationData<'getAllCategories'> | undefined>();
    expect(result.current.data?.map((c) => c.name)).toContain('Fashion');
    expect(result.current.data?.[0]?.subCategories?.length).toBeGreaterThan(0);
    expect(result.current.error).toBeUndefined();
    expect(trail(seen)).toEqual(['loading', 'succeeded']);
  });

  it("fails with a MarketplaceError carrying the spec's fallback message when the server gives none", async () => {
    ctx.sandbox.faults.set('getAllCategories', { status: 500, message: '' });
    const { result } = renderHook(() => useGetAllCategories(), {
      wrapper: providerWith(ctx.client(), { ...FAST_RETRIES, errorRetryCount: 0 }),
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toMatchObject({
      name: 'MarketplaceError',
      isMarketplaceError: true,
      kind: 'http',
      status: 500,
      operationId: 'getAllCategories',
      message: 'Could not get categories. Try again later.',
    });
  });

  it("shows the server's message when there is one, and the network message when the network fails", async () => {
    ctx.sandbox.faults.set('getAllCategories', { status: 503, message: 'Categories are being re-indexed' });
    const server = renderHook(() => useGetAllCategories(), {
      wrapper: providerWith(ctx.client(), { ...FAST_RETRIES, errorRetryCount: 0 }),
    });
    await waitFor(() => expect(server.result.current.status).toBe('failed'));
    expect(server.result.current.error?.message).toBe('Categories are being re-indexed');

    ctx.sandbox.faults.set('getAllCategories', { network: true });
    const network = renderHook(() => useGetAllCategories(), {
      wrapper: providerWith(ctx.client(), { ...FAST_RETRIES, errorRetryCount: 0 }),
    });
    await waitFor(() => expect(network.result.current.status).toBe('failed'));
    expect(network.result.current.error).toMatchObject({
      kind: 'network',
      message: 'Check network connection',
    });
  });
});

describe('query hooks: retries', () => {
  it('does not retry a 4xx, even with SWR retries on: one request for an unknown product', async () => {
    const { result } = renderHook(() => useGetCustomerProduct({ path: { id: 987654 } }), {
      wrapper: providerWith(ctx.client(), { ...FAST_RETRIES, shouldRetryOnError: true }),
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toMatchObject({ status: 404, message: 'Product not found' });
    // Retries would come within a few milliseconds; none does.
    await pause(100);
    expect(countRequests(ctx.requests, 'GET', `${PRODUCT}987654`)).toBe(1);
    expect(result.current.status).toBe('failed');
  });
});
