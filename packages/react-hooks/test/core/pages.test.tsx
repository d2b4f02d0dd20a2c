// The paging family (use<OperationId>Pages of every limit/offset list): pages load one after another until
// hasMore is false, rows are all the rows, count comes from the server; a null init is idle.
import { getAllCustomerProducts } from '@marketplace/sdk';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGetAllCustomerProductsPages } from '../../src/generated/hooks/catalog';
import { renderWithClient, sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, pause } from './coreTestKit';

const ctx = sandboxFixture();
// No vitest globals here, so Testing Library cannot unmount by itself: unmount after each test.
afterEach(cleanup);

const PRODUCTS = '/products/customer/getallproducts';

/** Offsets asked for, in order, from the request log. */
function offsets(): number[] {
  return ctx.requests
    .filter((r) => new URL(r.url).pathname.endsWith(PRODUCTS))
    .map((r) => Number(new URL(r.url).searchParams.get('offset')));
}

describe('paging hooks', () => {
  it('loads page after page of 12 until hasMore is false: rows are all the rows, count from the server', async () => {
    // The whole list in one answer (the sandbox's largest page is 100), to compare with.
    const { data: all } = await getAllCustomerProducts(ctx.client(), { query: { limit: 100, offset: 0 } });
    ctx.requests.length = 0;
    const total = all.count;
    expect(total).toBeGreaterThan(24);
    expect(all.rows).toHaveLength(total);

    const { result } = renderWithClient(
      () => useGetAllCustomerProductsPages({}, { pageSize: 12 }),
      ctx.client(),
    );
    expect(result.current).toMatchObject({ status: 'loading', rows: [], count: undefined });
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(result.current).toMatchObject({ count: total, hasMore: true });
    expect(result.current.rows).toHaveLength(12);

    let pagesLoaded = 1;
    while (result.current.hasMore) {
      act(() => result.current.loadMore());
      pagesLoaded++;
      await waitFor(() => expect(result.current.pages).toHaveLength(pagesLoaded));
      await waitFor(() => expect(result.current.isLoadingMore).toBe(false));
    }

    expect(pagesLoaded).toBe(Math.ceil(total / 12));
    expect(result.current.rows).toHaveLength(total);
    expect(result.current.rows.map((p) => p.id)).toEqual(all.rows.map((p) => p.id));
    expect(new Set(result.current.rows.map((p) => p.id)).size).toBe(total);
    expect(result.current.count).toBe(total);
    // Each further page is asked for once, at its offset. (SWR's revalidateFirstPage, on by default,
    // also re-asks page one on every loadMore; the next test turns it off.)
    expect([...new Set(offsets())]).toEqual(Array.from({ length: pagesLoaded }, (_, i) => i * 12));
    for (const offset of offsets().filter((o) => o > 0)) {
      expect(offsets().filter((o) => o === offset)).toHaveLength(1);
    }

    // Nothing more to load: loadMore is a no-op.
    const before = countRequests(ctx.requests, 'GET', PRODUCTS);
    act(() => result.current.loadMore());
    await pause(30);
    expect(countRequests(ctx.requests, 'GET', PRODUCTS)).toBe(before);
  });

  it('passes SWR infinite options through: with revalidateFirstPage off, one request per page', async () => {
    const { result } = renderWithClient(
      () => useGetAllCustomerProductsPages({}, { pageSize: 30, revalidateFirstPage: false }),
      ctx.client(),
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    let pagesLoaded = 1;
    while (result.current.hasMore) {
      act(() => result.current.loadMore());
      pagesLoaded++;
      await waitFor(() => expect(result.current.pages).toHaveLength(pagesLoaded));
    }
    expect(result.current.rows).toHaveLength(result.current.count ?? -1);
    expect(offsets()).toEqual(Array.from({ length: pagesLoaded }, (_, i) => i * 30));
  });

  it('keeps the filters of the init on every page', async () => {
    const { result } = renderWithClient(
      () => useGetAllCustomerProductsPages({ query: { categoryId: 1 } }, { pageSize: 5 }),
      ctx.client(),
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    if (result.current.hasMore) {
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.pages).toHaveLength(2));
    }
    const asked = ctx.requests.map((r) => new URL(r.url).searchParams);
    expect(asked.length).toBeGreaterThan(0);
    for (const params of asked) {
      expect(params.get('categoryId')).toBe('1');
      expect(params.get('limit')).toBe('5');
    }
  });

  it('is idle with a null init and makes no request', async () => {
    const { result } = renderWithClient(() => useGetAllCustomerProductsPages(null), ctx.client());
    await pause(30);
    expect(result.current).toMatchObject({
      status: 'idle',
      rows: [],
      count: undefined,
      pages: undefined,
      hasMore: false,
    });
    expect(countRequests(ctx.requests, 'GET', PRODUCTS)).toBe(0);
  });

  it('fails with the MarketplaceError of the page that failed', async () => {
    ctx.sandbox.faults.set('getAllCustomerProducts', { status: 400, message: '' });
    const { result } = renderWithClient(() => useGetAllCustomerProductsPages({}), ctx.client());
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toMatchObject({
      name: 'MarketplaceError',
      status: 400,
      message: 'Could not get products. Try again later.',
    });
    expect(result.current.rows).toEqual([]);
  });
});
