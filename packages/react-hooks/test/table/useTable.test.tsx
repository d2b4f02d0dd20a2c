// useTable against a fresh sandbox (strict MSW, a fresh SWR cache per render, the provider's defaults
// otherwise): paging with the server's count, page sizes, sort on the server (or the page), search and filters reaching
// the query (or the page's rows when the operation has no such parameter), the previous page kept while
// the next loads, the next page fetched ahead, and one table per role and session.
import {
  createMemoryTokenStore,
  getAdminTransactions,
  getMerchantPayments,
  type MarketplaceClient,
} from '@marketplace/sdk';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAllCouponsKey } from '../../src/generated/keys/coupons';
import { useTable } from '../../src/table/useTable';
import { countRequests, logIn, providerWith } from '../core/coreTestKit';
import { sandboxFixture } from '../support/renderWithSandbox';

const ctx = sandboxFixture();
afterEach(cleanup);

const ADMIN_TX = '/transactions/admin/transactions';

/** The query parameters of the requests to a path, in order. */
function queries(path: string): URLSearchParams[] {
  return ctx.requests
    .filter((r) => new URL(r.url).pathname.endsWith(path))
    .map((r) => new URL(r.url).searchParams);
}
const offsetsAsked = (path: string) => queries(path).map((q) => Number(q.get('offset')));

let admin: MarketplaceClient;
let all: Awaited<ReturnType<typeof getAdminTransactions>>['data'];

beforeEach(async () => {
  admin = ctx.client({ role: 'admin' });
  await logIn(admin, 'admin');
  // The whole list in one answer, to compare pages with.
  all = (await getAdminTransactions(admin, { query: { limit: 100, offset: 0 } })).data;
  ctx.requests.length = 0;
});

const renderTable = <R,>(hook: () => R, client = admin) =>
  renderHook(hook, { wrapper: providerWith(client) });

describe('useTable: pages', () => {
  it('shows page after page of 12 with the server count, and the page count', async () => {
    expect(all.count).toBe(40);
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }));
    expect(result.current).toMatchObject({ status: 'loading', rows: [], page: 1, pageSize: 12 });
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(result.current).toMatchObject({ count: 40, pageCount: 4, pageSizes: [12, 24, 48] });
    expect(result.current.rows.map((r) => r.transactionId)).toEqual(
      all.rows.slice(0, 12).map((r) => r.transactionId),
    );
    act(() => result.current.setPage(4));
    await waitFor(() => expect(result.current.rows).toHaveLength(4));
    expect(result.current.rows.map((r) => r.transactionId)).toEqual(
      all.rows.slice(36).map((r) => r.transactionId),
    );
    expect(queries(ADMIN_TX).every((q) => q.get('limit') === '12')).toBe(true);
    expect(offsetsAsked(ADMIN_TX)).toContain(36);
    // Pages outside 1..pageCount are clamped.
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(4);
    act(() => result.current.setPage(-2));
    expect(result.current.page).toBe(1);
  });

  it('changes the page size keeping the first row on screen, and refuses a size it does not offer', async () => {
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    act(() => result.current.setPage(3)); // rows 25 to 36
    act(() => result.current.setPageSize(24));
    expect(result.current).toMatchObject({ page: 2, pageSize: 24 }); // rows 25 to 40
    await waitFor(() => expect(result.current.rows).toHaveLength(16));
    expect(result.current).toMatchObject({ pageCount: 2, count: 40 });
    expect(queries(ADMIN_TX).at(-1)?.get('limit')).toBe('24');
    expect(() => result.current.setPageSize(13)).toThrow(RangeError);
  });

  it('offers the page size it was given among the sizes', async () => {
    const { result } = renderTable(() =>
      useTable({ operation: 'getAdminTransactions', pageSize: 20, pageSizes: [10, 50] }),
    );
    expect(result.current.pageSizes).toEqual([10, 20, 50]);
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(result.current).toMatchObject({ pageCount: 2 });
    expect(result.current.rows).toHaveLength(20);
  });

  it('stays idle with a null init, and refresh asks again', async () => {
    const { result, rerender } = renderHook(
      ({ skip }: { skip: boolean }) =>
        useTable({ operation: 'getAdminTransactions', init: skip ? null : {} }),
      { wrapper: providerWith(admin), initialProps: { skip: true } },
    );
    expect(result.current).toMatchObject({ status: 'idle', rows: [], count: 0, pageCount: 1 });
    // Before any answer the page is not clamped: the count is not known yet.
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    expect(ctx.requests).toHaveLength(0);
    rerender({ skip: false });
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(result.current.page).toBe(1); // a new init is another list: page 1
    const before = countRequests(ctx.requests, 'GET', ADMIN_TX);
    await act(() => result.current.refresh());
    expect(countRequests(ctx.requests, 'GET', ADMIN_TX)).toBe(before + 1);
  });

  it('fails with the spec message of the operation', async () => {
    ctx.sandbox.faults.set('getAdminTransactions', { status: 500 });
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error?.isMarketplaceError).toBe(true);
    expect(result.current.error?.message).toBeTruthy();
    expect(result.current.rows).toEqual([]);
  });
});

describe('useTable: sort, search and filters', () => {
  it('sorts on the server where the list takes sort: page 1 holds the first rows of the whole sorted list', async () => {
    const { result } = renderTable(() =>
      useTable({ operation: 'getAdminTransactions', defaultSort: { column: 'amount', direction: 'desc' } }),
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(queries(ADMIN_TX)[0]?.get('sort')).toBe('amount:desc');
    const amounts = all.rows.map((r) => r.amount).sort((a, b) => b - a);
    expect(result.current.rows.map((r) => r.amount)).toEqual(amounts.slice(0, 12));
    expect(result.current.count).toBe(40);
    // A column that is not a field of the rows is sorted by the field sortField names.
    const { result: named } = renderTable(() =>
      useTable({
        operation: 'getAdminTransactions',
        defaultSort: { column: 'customer', direction: 'asc' },
        sortField: (column) => (column === 'customer' ? 'customerName' : column),
      }),
    );
    await waitFor(() => expect(named.current.status).toBe('succeeded'));
    expect(queries(ADMIN_TX).some((q) => q.get('sort') === 'customerName:asc')).toBe(true);
    const names = all.rows.map((r) => r.customerName ?? '');
    const sorted = [...names].sort((a, b) =>
      a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
    );
    expect(named.current.rows.map((r) => r.customerName ?? '')).toEqual(sorted.slice(0, 12));
  });

  it('sorts the rows of the page on the client where the list takes no sort', async () => {
    const { result } = renderTable(() =>
      useTable({ operation: 'getMerchantPayments', defaultSort: { column: 'amount', direction: 'desc' } }),
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    const PAYMENTS = '/financeOperations/merchant-payments';
    const page = (await getMerchantPayments(admin, { query: { limit: 12, offset: 0 } })).data.rows;
    expect(result.current.rows.map((r) => r.amount)).toEqual(page.map((r) => r.amount).sort((a, b) => b - a));
    act(() => result.current.setSort(undefined));
    expect(result.current.rows.map((r) => r.id)).toEqual(page.map((r) => r.id));
    expect(queries(PAYMENTS).some((q) => q.has('sort'))).toBe(false);
  });

  it('sends the search to the search parameter and goes back to page 1', async () => {
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    act(() => result.current.setPage(2));
    const name = all.rows[0]?.customerName as string;
    act(() => result.current.setSearch(` ${name} `));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.isPlaceholder).toBe(false));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(queries(ADMIN_TX).at(-1)?.get('search')).toBe(name);
    const expected = (await getAdminTransactions(admin, { query: { search: name, limit: 12, offset: 0 } }))
      .data;
    expect(result.current.count).toBe(expected.count);
    expect(result.current.count).toBeLessThan(40);
    expect(result.current.search).toBe(` ${name} `);
  });

  it('sends each filter to the query parameter of its name, and a cleared default stays cleared', async () => {
    const { result } = renderTable(() =>
      useTable({ operation: 'getMerchantPayments', filters: { status: 'approved' } }),
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    const PAYMENTS = '/financeOperations/merchant-payments';
    expect(queries(PAYMENTS)[0]?.get('status')).toBe('approved');
    expect(result.current.rows.length).toBeGreaterThan(0);
    expect(result.current.rows.every((r) => r.status === 'approved')).toBe(true);
    const approved = result.current.count;
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('startDate', '2026-01-01'));
    expect(result.current).toMatchObject({
      page: 1,
      filters: { status: 'approved', startDate: '2026-01-01' },
    });
    await waitFor(() => expect(queries(PAYMENTS).at(-1)?.get('startDate')).toBe('2026-01-01'));
    // The query of every page (an export's), without the page itself.
    expect(result.current.query).toEqual({ status: 'approved', startDate: '2026-01-01' });
    act(() => result.current.setFilter('status', undefined));
    expect(result.current.filters).toEqual({ status: '', startDate: '2026-01-01' });
    await waitFor(() => expect(result.current.isPlaceholder).toBe(false));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(queries(PAYMENTS).at(-1)?.has('status')).toBe(false);
    // Every payment of the year, whatever its status: more than the approved ones.
    const everyStatus = (await getMerchantPayments(admin, { query: { startDate: '2026-01-01' } })).data.count;
    expect(result.current.count).toBe(everyStatus);
    expect(approved).toBeLessThan(everyStatus);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ page: 1, search: '', filters: { status: 'approved' } });
  });

  it('filters and searches the rows of the page when the operation has no such parameter', async () => {
    const merchant = ctx.client({ role: 'merchant' });
    await logIn(merchant, 'merchant');
    ctx.requests.length = 0;
    const { result } = renderTable(
      () => useTable({ operation: 'getMerchantOrders', pageSize: 24, filters: { orderStatus: 'Pending' } }),
      merchant,
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    const ORDERS = '/ordertracking/merchant/view-orders';
    expect(queries(ORDERS).some((q) => q.has('orderStatus') || q.has('search'))).toBe(false);
    expect(result.current.rows.length).toBeGreaterThan(0);
    expect(result.current.rows.every((r) => r.orderStatus === 'Pending')).toBe(true);
    const first = result.current.rows[0]?.orderName as string;
    act(() => result.current.setSearch(first.toLowerCase()));
    expect(result.current.rows.map((r) => r.orderName)).toEqual([first]);
    expect(queries(ORDERS).some((q) => q.has('search'))).toBe(false);
  });

  it('goes back to page 1 when a filter changes, and keeps the first row on screen when the size grows', async () => {
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    act(() => result.current.setPage(4));
    await waitFor(() => expect(result.current.rows).toHaveLength(4));
    act(() => result.current.setPageSize(48));
    expect(result.current.page).toBe(1); // row 37 is on page 1 of 48
    act(() => result.current.setPageSize(12));
    act(() => result.current.setPage(4));
    act(() => result.current.setFilter('startDate', '2026-10-01'));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    const filtered = queries(ADMIN_TX).filter((q) => q.get('startDate') === '2026-10-01');
    expect(filtered[0]?.get('offset')).toBe('0');
  });
});

describe('useTable: fixed parameters', () => {
  it('goes back to page 1 when init changes (another date range is another list)', async () => {
    const { result, rerender } = renderHook(
      ({ startDate }: { startDate: string }) =>
        useTable({ operation: 'getAdminTransactions', init: { query: { startDate } } }),
      { wrapper: providerWith(admin), initialProps: { startDate: '2026-01-01' } },
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ startDate: '2026-01-02' });
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    const asked = queries(ADMIN_TX).filter((q) => q.get('startDate') === '2026-01-02');
    expect(asked.map((q) => q.get('offset'))).toEqual(['0', '12']); // page 1, then page 2 ahead
    expect(result.current.page).toBe(1);
  });
});

describe('useTable: placeholder and prefetch', () => {
  it('fetches the next page ahead: one request before the user moves, and "next" shows at once', async () => {
    const { result } = renderHook(() => useTable({ operation: 'getAdminTransactions' }), {
      wrapper: providerWith(admin), // the provider's default 2 s deduplication window
    });
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    await waitFor(() => expect(offsetsAsked(ADMIN_TX)).toEqual([0, 12]));
    act(() => result.current.setPage(2));
    expect(result.current).toMatchObject({ status: 'succeeded', isPlaceholder: false, page: 2 });
    expect(result.current.rows.map((r) => r.transactionId)).toEqual(
      all.rows.slice(12, 24).map((r) => r.transactionId),
    );
    // Page 3 is now fetched ahead; page 2 is not asked for again.
    await waitFor(() => expect(offsetsAsked(ADMIN_TX)).toEqual([0, 12, 24]));
    // The last page has nothing after it.
    act(() => result.current.setPage(4));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(offsetsAsked(ADMIN_TX).filter((o) => o > 36)).toEqual([]);
  });

  it('keeps the previous page on screen while a page that was not fetched ahead loads', async () => {
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    await waitFor(() => expect(offsetsAsked(ADMIN_TX)).toEqual([0, 12]));
    const page1 = result.current.rows;
    ctx.sandbox.faults.set('getAdminTransactions', { latencyMs: 150, times: 1 });
    act(() => result.current.setPage(3));
    expect(result.current).toMatchObject({ page: 3, status: 'loading', isPlaceholder: true, count: 40 });
    expect(result.current.rows).toBe(page1);
    await waitFor(() => expect(result.current.isPlaceholder).toBe(false));
    expect(result.current.status).toBe('succeeded');
    expect(result.current.rows.map((r) => r.transactionId)).toEqual(
      all.rows.slice(24, 36).map((r) => r.transactionId),
    );
  });

  it("never shows another session's rows as the placeholder", async () => {
    const session = createMemoryTokenStore();
    const client = ctx.client({ role: 'admin', session });
    await logIn(client, 'admin');
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }), client);
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    ctx.sandbox.faults.set('getAdminTransactions', { latencyMs: 150, times: 1 });
    // Another login of the role: a new session, so a new key.
    await act(() => logIn(client, 'admin'));
    await waitFor(() => expect(result.current.status).toBe('loading'));
    expect(result.current).toMatchObject({ isPlaceholder: false, rows: [], count: 0 });
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(result.current.rows).toHaveLength(12);
  });
});

describe('useTable: roles', () => {
  it("keys each role's table by its role and session, and calls with that role's token", async () => {
    const session = createMemoryTokenStore();
    const client = ctx.client({ session, pathname: () => '/merchant/coupons' });
    await logIn(client, 'merchant');
    await logIn(client, 'admin');
    ctx.requests.length = 0;
    const { result } = renderHook(
      () => ({
        merchant: useTable({ operation: 'getAllCoupons' }),
        admin: useTable({ operation: 'getAllCoupons', init: { as: 'admin' } }),
        cache: useSWRConfig().cache,
      }),
      { wrapper: providerWith(client) },
    );
    await waitFor(() => expect(result.current.merchant.status).toBe('succeeded'));
    await waitFor(() => expect(result.current.admin.status).toBe('succeeded'));
    const page = { query: { limit: 12, offset: 0 } };
    const merchantKey = getAllCouponsKey(client, page);
    const adminKey = getAllCouponsKey(client, { ...page, as: 'admin' });
    expect(merchantKey?.[1]).toMatchObject({ as: 'merchant' });
    expect(adminKey?.[1]).toMatchObject({ as: 'admin' });
    expect(result.current.cache.get(unstable_serialize(merchantKey))?.data).toMatchObject({
      count: result.current.merchant.count,
    });
    expect(result.current.cache.get(unstable_serialize(adminKey))?.data).toMatchObject({
      count: result.current.admin.count,
    });
    const tokens = ctx.requests
      .filter((r) => new URL(r.url).pathname.endsWith('/coupon/getallcoupons'))
      .map((r) => r.headers.get('authorization'));
    expect(new Set(tokens).size).toBe(2);
    expect(tokens).toContain(`Bearer ${session.getToken('merchant')}`);
    expect(tokens).toContain(`Bearer ${session.getToken('admin')}`);
  });
});
