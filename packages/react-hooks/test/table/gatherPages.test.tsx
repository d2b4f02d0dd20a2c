// Gathering every row of a paged list: gatherPages page by page (pages, progress, the failure of one
// page), and useTable's fetchAll through the table's own query and role against a fresh sandbox.
import { getAdminTransactions, type MarketplaceClient } from '@marketplace/sdk';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatherPages } from '../../src/table/gatherPages';
import { useTable } from '../../src/table/useTable';
import { logIn, providerWith } from '../core/coreTestKit';
import { sandboxFixture } from '../support/renderWithSandbox';

const ctx = sandboxFixture();
afterEach(cleanup);

const ADMIN_TX = '/transactions/admin/transactions';
const ADMIN_PRODUCTS = '/products/admin/getallproducts';

/** The query parameters of the requests to a path, in order. */
const queries = (path: string) =>
  ctx.requests.filter((r) => new URL(r.url).pathname.endsWith(path)).map((r) => new URL(r.url).searchParams);

let admin: MarketplaceClient;
beforeEach(async () => {
  admin = ctx.client({ role: 'admin' });
  await logIn(admin, 'admin');
  ctx.requests.length = 0;
});

describe('gatherPages', () => {
  it('asks page after page until the count is reached, reporting the rows after each', async () => {
    const progress: number[] = [];
    const rows = await gatherPages(
      async (page) => (await getAdminTransactions(admin, { query: page })).data,
      (n) => progress.push(n),
      12,
    );
    const all = (await getAdminTransactions(admin, { query: { limit: 100, offset: 0 } })).data;
    expect(all.count).toBe(40);
    expect(rows.map((r) => r.transactionId)).toEqual(all.rows.map((r) => r.transactionId));
    expect(progress).toEqual([12, 24, 36, 40]);
    expect(
      queries(ADMIN_TX)
        .slice(0, 4)
        .map((q) => [q.get('offset'), q.get('limit')]),
    ).toEqual([
      ['0', '12'],
      ['12', '12'],
      ['24', '12'],
      ['36', '12'],
    ]);
  });

  it('stops at a short page even when the count says more (rows removed meanwhile)', async () => {
    const asked: number[] = [];
    const rows = await gatherPages(
      async ({ offset }) => {
        asked.push(offset);
        return { count: 50, rows: offset === 0 ? [1, 2, 3, 4, 5] : [6, 7] };
      },
      undefined,
      5,
    );
    expect(rows).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([0, 5]);
  });

  it('rejects with the error of the page that failed, after the progress of the pages before it', async () => {
    const progress: number[] = [];
    const gathering = gatherPages(
      async (page) => (await getAdminTransactions(admin, { query: page })).data,
      (n) => {
        progress.push(n);
        // The second page fails.
        if (n === 12)
          ctx.sandbox.faults.set('getAdminTransactions', { status: 500, message: 'Database down' });
      },
      12,
    );
    await expect(gathering).rejects.toMatchObject({ isMarketplaceError: true, message: 'Database down' });
    expect(progress).toEqual([12]);
  });

  it('refuses a page size that is not a positive whole number', async () => {
    await expect(gatherPages(async () => ({ count: 0, rows: [] }), undefined, 0)).rejects.toThrow(RangeError);
  });
});

describe('useTable: fetchAll', () => {
  const renderTable = <R,>(hook: () => R) => renderHook(hook, { wrapper: providerWith(admin) });

  it("gathers every row of the table's query, 100 a request, with the table's filter, search and sort", async () => {
    const { result } = renderTable(() =>
      useTable({
        operation: 'getAdminProducts',
        filters: { approvalStatus: 'pending' },
        defaultSort: { column: 'name', direction: 'asc' },
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    ctx.requests.length = 0;
    const progress: number[] = [];
    let rows: Awaited<ReturnType<typeof result.current.fetchAll>> = [];
    await act(async () => {
      rows = await result.current.fetchAll((n) => progress.push(n));
    });
    expect(result.current.count).toBeGreaterThan(0);
    expect(rows).toHaveLength(result.current.count);
    expect(rows.every((p) => p.approvalStatus?.toLowerCase() === 'pending')).toBe(true);
    const names = rows.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const asked = queries(ADMIN_PRODUCTS);
    expect(asked.length).toBe(Math.ceil(result.current.count / 100) || 1);
    expect(asked.every((q) => q.get('limit') === '100' && q.get('approvalStatus') === 'pending')).toBe(true);
    expect(asked.every((q) => q.get('sort') === 'name:asc')).toBe(true);
    expect(progress.at(-1)).toBe(rows.length);
  });

  it("rejects with the list's error, and a skipped table gathers nothing", async () => {
    const { result } = renderTable(() => useTable({ operation: 'getAdminTransactions' }));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    ctx.sandbox.faults.set('getAdminTransactions', { status: 500, message: 'Database down' });
    await expect(result.current.fetchAll()).rejects.toMatchObject({ message: 'Database down' });
    const skipped = renderTable(() => useTable({ operation: 'getAdminTransactions', init: null }));
    ctx.requests.length = 0;
    await expect(skipped.result.current.fetchAll()).resolves.toEqual([]);
    expect(queries(ADMIN_TX)).toEqual([]);
  });
});
