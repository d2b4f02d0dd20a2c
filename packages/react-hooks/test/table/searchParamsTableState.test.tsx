// The table's state in the URL: what the adapter writes (page, size, sort, q, f.<name>, with a prefix,
// defaults left out, other parameters kept) is what a reload reads back: a property over any state, through
// useTable itself. Then with react-router's useSearchParams and a fresh sandbox: a shared link shows the
// same page of the same rows, a page beyond the last goes back to page 1, and the back button is followed.
import { getAdminTransactions, type MarketplaceClient } from '@marketplace/sdk';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchParamsTableState } from '../../src/table/searchParamsTableState';
import type { TableResult, TableSort, TableState } from '../../src/table/TableState';
import { useTable } from '../../src/table/useTable';
import { logIn, providerWith } from '../core/coreTestKit';
import { sandboxFixture } from '../support/renderWithSandbox';

const ctx = sandboxFixture();
afterEach(cleanup);

const SIZES = [12, 24, 48] as const;

/** A URL held in memory: the adapter's `get` and `set`. */
function memoryUrl(initial: string) {
  let params = new URLSearchParams(initial);
  return {
    get: () => params,
    set: (next: URLSearchParams) => {
      params = next;
    },
    toString: () => params.toString(),
  };
}

interface Defaults {
  pageSize: number;
  sort?: TableSort;
  filters: Record<string, string>;
}

const text = fc.string({ maxLength: 12 });
const name = fc.string({ minLength: 1, maxLength: 8 });
const sort = fc.record({ column: name, direction: fc.constantFrom('asc' as const, 'desc' as const) });
const defaultsArb: fc.Arbitrary<Defaults> = fc.record(
  { pageSize: fc.constantFrom(...SIZES), sort, filters: fc.dictionary(name, text, { maxKeys: 3 }) },
  { requiredKeys: ['pageSize', 'filters'] },
);
/** Any state a table can be in, for these defaults (a default filter may be kept, changed or cleared). */
const stateFor = (d: Defaults): fc.Arbitrary<TableState> =>
  fc
    .record({
      page: fc.integer({ min: 1, max: 500 }),
      pageSize: fc.constantFrom(...SIZES),
      sort: fc.option(sort, { nil: undefined }),
      search: text,
      kept: fc.array(fc.constantFrom(...Object.keys(d.filters), '-'), { maxLength: 3 }),
      changed: fc.dictionary(name, text, { maxKeys: 3 }),
      extra: fc.dictionary(name, fc.string({ minLength: 1, maxLength: 8 }), { maxKeys: 3 }),
    })
    .map(({ page, pageSize, sort, search, changed, extra }) => {
      const filters: Record<string, string> = { ...d.filters };
      for (const [k, v] of Object.entries(changed)) if (k in d.filters) filters[k] = v;
      for (const [k, v] of Object.entries(extra)) if (!(k in d.filters)) filters[k] = v;
      return { page, pageSize, search, filters, ...(sort ? { sort } : {}) };
    });

/** The parts of a table's result that make its state. */
const stateOf = (t: TableResult<unknown>): TableState => ({
  page: t.page,
  pageSize: t.pageSize,
  search: t.search,
  filters: t.filters,
  ...(t.sort ? { sort: t.sort } : {}),
});

const wrapperOf = (client: MarketplaceClient) => providerWith(client);

describe('searchParamsTableState', () => {
  it('reads back any state it wrote, through useTable (a reload shows the same state)', () => {
    const client = ctx.client();
    fc.assert(
      fc.property(
        defaultsArb.chain((d) => fc.tuple(fc.constant(d), stateFor(d), fc.constantFrom('', 'orders.'))),
        ([defaults, state, prefix]) => {
          const url = memoryUrl('tab=returns&x=1');
          const adapter = searchParamsTableState(url.get, url.set, { prefix });
          adapter.write(state, { page: 1, search: '', ...defaults });
          const { result, unmount } = renderHook(
            () =>
              useTable({
                operation: 'getAdminTransactions',
                init: null,
                pageSize: defaults.pageSize,
                ...(defaults.sort ? { defaultSort: defaults.sort } : {}),
                filters: defaults.filters,
                state: searchParamsTableState(url.get, url.set, { prefix }),
              }),
            { wrapper: wrapperOf(client) },
          );
          expect(stateOf(result.current)).toEqual(state);
          // What is not the table's is kept.
          expect(url.get().get('tab')).toBe('returns');
          expect(url.get().get('x')).toBe('1');
          unmount();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves the defaults out of the URL', () => {
    fc.assert(
      fc.property(defaultsArb, fc.constantFrom('', 't2.'), (defaults, prefix) => {
        const url = memoryUrl('tab=returns');
        const full: TableState = { page: 1, search: '', ...defaults };
        searchParamsTableState(url.get, url.set, { prefix }).write(full, full);
        expect(url.toString()).toBe('tab=returns');
      }),
    );
  });

  it('writes the names the URL shows: page, size, sort as column:direction, q and f.<name>', () => {
    const url = memoryUrl('');
    const defaults: TableState = { page: 1, pageSize: 12, search: '', filters: { status: 'pending' } };
    const adapter = searchParamsTableState(url.get, url.set);
    adapter.write(
      {
        page: 3,
        pageSize: 24,
        sort: { column: 'amount', direction: 'desc' },
        search: 'Ada Obi',
        filters: { status: '', startDate: '2026-11-01' },
      },
      defaults,
    );
    expect(url.toString()).toBe(
      'page=3&size=24&sort=amount%3Adesc&q=Ada+Obi&f.startDate=2026-11-01&f.status=',
    );
    expect(adapter.read()).toEqual({
      page: 3,
      pageSize: 24,
      sort: { column: 'amount', direction: 'desc' },
      search: 'Ada Obi',
      filters: { status: '', startDate: '2026-11-01' },
    });
    // Two tables on one page, apart by prefix.
    searchParamsTableState(url.get, url.set, { prefix: 'returns.' }).write(
      { page: 2, pageSize: 12, search: '', filters: {} },
      { page: 1, pageSize: 12, search: '', filters: {} },
    );
    expect(url.get().get('page')).toBe('3');
    expect(url.get().get('returns.page')).toBe('2');
  });

  it('ignores what it cannot read: a page that is not a whole number, a sort without a direction', () => {
    const url = memoryUrl('page=two&size=-4&sort=amount&q=&f.=x');
    expect(searchParamsTableState(url.get, url.set).read()).toEqual({ search: '' });
    const zero = memoryUrl('page=0&sort=a:up');
    expect(searchParamsTableState(zero.get, zero.set).read()).toEqual({});
  });
});

/** A table page on react-router: the state in the URL through useSearchParams (the README's wiring). */
function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const table = useTable({
    operation: 'getAdminTransactions',
    state: searchParamsTableState(
      () => params,
      (next) => setParams(next),
    ),
  });
  const location = useLocation();
  return (
    <main>
      <p data-testid="url">{location.search}</p>
      <p data-testid="state">{`${table.status} page ${table.page}/${table.pageCount} ${table.sort?.column ?? '-'} "${table.search}"`}</p>
      <ol>
        {table.rows.map((r) => (
          <li key={r.transactionId}>{r.transactionId}</li>
        ))}
      </ol>
      <button type="button" onClick={() => table.setPage(table.page + 1)}>
        Next
      </button>
      <button type="button" onClick={() => table.setSort({ column: 'amount', direction: 'asc' })}>
        Sort by amount
      </button>
    </main>
  );
}

describe('useTable with react-router', () => {
  let admin: MarketplaceClient;
  beforeEach(async () => {
    admin = ctx.client({ role: 'admin' });
    await logIn(admin, 'admin');
  });

  const open = (entry: string) => {
    const Provider = providerWith(admin);
    return render(
      <Provider>
        <MemoryRouter initialEntries={[entry]}>
          <TransactionsPage />
        </MemoryRouter>
      </Provider>,
    );
  };
  const shownIds = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

  it('writes each change to the URL, and a link with that URL shows the same page of the same rows', async () => {
    const first = open('/admin/transactions');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('succeeded page 1/4 - ""'));
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    act(() => screen.getByRole('button', { name: 'Sort by amount' }).click());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('succeeded page 2/4 amount ""'));
    expect(screen.getByTestId('url').textContent).toBe('?page=2&sort=amount%3Aasc');
    const shown = shownIds();
    const link = `/admin/transactions${screen.getByTestId('url').textContent}`;
    first.unmount();

    open(link); // a reload, or the link shared
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('succeeded page 2/4 amount ""'));
    expect(shownIds()).toEqual(shown);
    // Page 2 of the whole list sorted by amount (the server sorts before paging).
    const page2 = (
      await getAdminTransactions(admin, { query: { limit: 12, offset: 12, sort: 'amount:asc' } })
    ).data.rows;
    expect(shown).toEqual(page2.map((r) => r.transactionId));
  });

  it('reads the search from the link and sends it', async () => {
    const name = (await getAdminTransactions(admin, { query: { limit: 1, offset: 0 } })).data.rows[0]
      ?.customerName as string;
    open(`/admin/transactions?q=${encodeURIComponent(name)}`);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toMatch(/^succeeded page 1\//));
    expect(screen.getByTestId('state').textContent).toContain(`"${name}"`);
    const last = ctx.requests.filter((r) => r.url.includes('/transactions/admin/transactions')).at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('search')).toBe(name);
  });

  it('goes back to page 1 from a link to a page beyond the last one', async () => {
    open('/admin/transactions?page=9&tab=all');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('succeeded page 1/4 - ""'));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?tab=all'));
    expect(shownIds()).toHaveLength(12);
  });
});

describe('useTable with window.history', () => {
  it('follows the back button through subscribe', () => {
    window.history.replaceState(null, '', '/admin/transactions');
    const adapter = () =>
      searchParamsTableState(
        () => new URLSearchParams(window.location.search),
        (next) => window.history.pushState(null, '', `?${next}`),
        {
          subscribe: (listener) => {
            window.addEventListener('popstate', listener);
            return () => window.removeEventListener('popstate', listener);
          },
        },
      );
    const { result } = renderHook(
      () => useTable({ operation: 'getAdminTransactions', init: null, state: adapter() }),
      { wrapper: wrapperOf(ctx.client()) },
    );
    act(() => result.current.setSearch('Ada'));
    expect(window.location.search).toBe('?q=Ada');
    act(() => {
      window.history.replaceState(null, '', '/admin/transactions?q=Obi&page=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toMatchObject({ search: 'Obi', page: 2 });
  });
});
