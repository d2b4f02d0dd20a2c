// The provider: hooks outside it fail with a clear error; its SWR defaults leave retries to the SDK;
// caller options are merged over them; every hook of the tree shares its message channel.
import { MarketplaceError } from '@marketplace/sdk';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRetryQuery } from '../../src/core/canRetryQuery';
import { useMarketplaceClient, useMarketplaceContext } from '../../src/core/MarketplaceContext';
import { DEFAULT_SWR_CONFIG } from '../../src/core/MarketplaceProvider';
import { useGetAllCustomerProductsPages } from '../../src/generated/hooks/catalog';
import { useGetAllCategories } from '../../src/generated/hooks/categories';
import { useReturnOrder } from '../../src/generated/hooks/returns';
import { sandboxFixture } from '../support/renderWithSandbox';
import { providerWith } from './coreTestKit';

const ctx = sandboxFixture();
// No vitest globals here, so Testing Library cannot unmount by itself: unmount after each test.
afterEach(cleanup);

const OUTSIDE = 'Marketplace hooks must be used inside <MarketplaceProvider client={...}>';

function failure(status: number | undefined, kind: MarketplaceError['kind'] = 'http'): MarketplaceError {
  return new MarketplaceError({
    kind,
    status,
    message: 'x',
    operationId: 'getAllCategories',
    method: 'GET',
    url: '/categories/getallcategories',
  });
}

describe('MarketplaceProvider', () => {
  it.each<[string, () => unknown]>([
    ['a query hook', () => useGetAllCategories()],
    ['a mutation hook', () => useReturnOrder()],
    ['a paging hook', () => useGetAllCustomerProductsPages({})],
    ['useMarketplaceClient', () => useMarketplaceClient()],
  ])('%s outside the provider throws a clear error', (_, hook) => {
    // React reports the render error on the console before rethrowing it; keep the output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => renderHook(hook)).toThrow(OUTSIDE);
    } finally {
      quiet.mockRestore();
    }
  });

  it('gives its client to every hook below it', () => {
    const client = ctx.client();
    const { result } = renderHook(() => useMarketplaceContext(), { wrapper: providerWith(client) });
    expect(result.current.client).toBe(client);
  });

  it('canRetryQuery: only what can pass (network, timeout, 408, 429, 5xx); never a 4xx or a wrong answer', () => {
    for (const status of [400, 401, 403, 404, 409, 499])
      expect(canRetryQuery(failure(status)), `${status}`).toBe(false);
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(canRetryQuery(failure(status)), `${status}`).toBe(true);
    expect(canRetryQuery(failure(undefined, 'network'))).toBe(true);
    expect(canRetryQuery(failure(undefined, 'timeout'))).toBe(true);
    for (const kind of ['envelope', 'response', 'validation', 'aborted'] as const)
      expect(canRetryQuery(failure(kind === 'validation' ? 422 : 200, kind)), kind).toBe(false);
    expect(canRetryQuery(new Error('not a MarketplaceError'))).toBe(false);
  });

  it('leaves retries to the SDK: no SWR retries, a 2 s deduplication window, no revalidation on focus', () => {
    expect(DEFAULT_SWR_CONFIG).toMatchObject({
      shouldRetryOnError: false,
      dedupingInterval: 2000,
      revalidateOnFocus: false,
    });
  });

  it("merges the caller's SWR options over the defaults", () => {
    const { result } = renderHook(() => useSWRConfig(), {
      wrapper: providerWith(ctx.client(), { errorRetryCount: 1, dedupingInterval: 50 }),
    });
    expect(result.current).toMatchObject({
      errorRetryCount: 1,
      dedupingInterval: 50,
      revalidateOnFocus: false,
    });
    expect(result.current.shouldRetryOnError).toBe(false);
  });

  it('sends every hook’s messages to onMessage, and stops when onMessage changes', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const client = ctx.client();
    ctx.sandbox.faults.set('returnOrder', { status: 500, message: '' });
    let onMessage = first;
    const { result, rerender } = renderHook(() => useReturnOrder(), {
      wrapper: ({ children }) => providerWith(client, {}, onMessage)({ children }),
    });
    await act(() =>
      result.current.trigger({ path: { id: 1 }, body: { products: [] } }).catch(() => undefined),
    );
    await waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(first.mock.calls[0]?.[0]).toMatchObject({ type: 'error', operationId: 'returnOrder' });

    onMessage = second;
    rerender();
    await act(() =>
      result.current.trigger({ path: { id: 1 }, body: { products: [] } }).catch(() => undefined),
    );
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
