'use client';
import type { CallInit, OperationData } from '@marketplace/sdk';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { type OperationFn, useOperationQuery } from '../core/useOperationQuery';
import { PAGED_OPERATIONS, type PagedOperationId } from '../generated/pagedOperations';
import { resolveTableState } from './resolveTableState';
import { fieldValue, sortRows } from './sortRows';
import type { TableResult, TableSort, TableState, TableStateAdapter } from './TableState';
import { useGatherAll } from './useGatherAll';

export type { PagedOperationId } from '../generated/pagedOperations';

/** The row type of a paged operation: an element of its answer's `rows`. */
export type RowOf<Id extends PagedOperationId> =
  OperationData<Id> extends { rows: readonly (infer R)[] } ? R : never;

/** The page sizes a table offers unless told otherwise. */
export const DEFAULT_TABLE_PAGE_SIZES: readonly number[] = [12, 24, 48];

/** Options of {@link useTable}. */
export interface UseTableOptions<Id extends PagedOperationId, Row = RowOf<Id>> {
  /** A paged list of the contract (limit/offset, answers `{ count, rows }`). */
  operation: Id;
  /** Fixed parameters (`path`, `query`, `as`); `null` skips the fetch (`idle`). */
  init?: CallInit<Id> | null;
  /** Default 12. */
  pageSize?: number;
  /** Default `[12, 24, 48]` (the page size is added when it is not among them). */
  pageSizes?: readonly number[];
  defaultSort?: TableSort;
  /** Default filter values; each goes to the query parameter of its name. */
  filters?: Record<string, string>;
  /** The query parameter the search goes to; default `search` when the operation has one. */
  searchParam?: string;
  /** Where the state lives (e.g. the URL, {@link searchParamsTableState}); default: component state. */
  state?: TableStateAdapter;
  /** The value a row sorts by in a column (default: the row's field of the column id, dots go deeper). */
  sortValue?(row: Row, column: string): unknown;
  /**
   * The field of the rows the server sorts by for a column (default: the column id), for lists that take
   * the contract's `sort` parameter; `sortValue` is then not used.
   */
  sortField?(column: string): string;
}

/** The last answer shown, and whose it was (operation, role, session, path), for the placeholder. */
interface Shown {
  scope: string;
  data: { count: number; rows: unknown[] };
}

/**
 * A headless table over a paged list of the contract: page, page size, sort, search and filters, with the
 * page's rows, the server's `count` and the spec's load `status`. It is built on the query hooks: each page
 * is an entry under the operation's key (`<operationId>Key`: role and session included), fetched with
 * `limit` and `offset`; the previous page stays on screen (`isPlaceholder`) while the next loads, and the
 * page after the current one is fetched ahead, so "next" shows at once.
 *
 * Search goes to the operation's `search` parameter (or `searchParam`), each filter to the query parameter
 * of its name, and the sort to the contract's `sort` parameter (`<field>:asc|desc`) where the list takes
 * it, so filters, sort and `count` cover every row, not one page. What the operation cannot do is done on
 * the rows of the page, on the client: the sort of a list without `sort`, a search when it has no search
 * parameter, and a filter whose name is not one of its parameters. A search, filter or `init` change goes
 * back to page 1, as does a page beyond the last one. With `state`, the state lives in the URL (or anywhere).
 *
 * @example
 * const table = useTable({ operation: 'getMerchantTransactions', filters: { startDate: '2026-11-01' } });
 * table.rows; // this page's transactions
 * table.setSearch('Ankara'); // page 1 of the matches
 * table.setSort({ column: 'amount', direction: 'desc' });
 */
export function useTable<Id extends PagedOperationId, Row = RowOf<Id>>(
  options: UseTableOptions<Id, Row>,
): TableResult<Row> {
  const { operation, init, state: adapter } = options;
  const spec = PAGED_OPERATIONS[operation] as unknown as {
    call: OperationFn<Id>;
    query: readonly string[];
    sorts: boolean;
  };
  const defaultSize = options.pageSize ?? 12;
  const sizes = options.pageSizes ?? DEFAULT_TABLE_PAGE_SIZES;
  const pageSizes = useMemo(
    () => (sizes.includes(defaultSize) ? sizes : [...sizes, defaultSize].sort((a, b) => a - b)),
    [sizes, defaultSize],
  );
  const defaults: TableState = {
    page: 1,
    pageSize: defaultSize,
    search: '',
    filters: { ...options.filters },
    ...(options.defaultSort ? { sort: options.defaultSort } : {}),
  };

  // Where the state comes from: the adapter when there is one, else component state.
  const [local, setLocal] = useState<TableState>(() =>
    adapter ? resolveTableState(adapter.read(), defaults, pageSizes) : defaults,
  );
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const subscribe = adapter?.subscribe;
  useEffect(() => subscribe?.(rerender), [subscribe]);
  // A write the adapter has not shown yet (a router updates its URL in a transition): shown meanwhile.
  const pending = useRef<{ before: string; state: TableState } | undefined>(undefined);
  let current = local;
  if (adapter) {
    current = resolveTableState(adapter.read(), defaults, pageSizes);
    const seen = stateId(current);
    if (pending.current && seen === pending.current.before) current = pending.current.state;
    else pending.current = undefined; // caught up, or changed elsewhere (back button): the adapter wins
  }
  // New fixed parameters (another date range, another store) make another list: back to its page 1.
  const base = (init ?? {}) as { path?: unknown; query?: Record<string, unknown> };
  const initId = init === null ? 'null' : JSON.stringify([base.path, base.query]);
  const [seenInit, setSeenInit] = useState(initId);
  const initChanged = seenInit !== initId;
  const stored = current;
  if (initChanged && current.page !== 1) current = { ...current, page: 1 };
  const latest = useRef(current);
  latest.current = current;
  const context = useRef({ adapter, defaults });
  context.current = { adapter, defaults };

  // `stored`: the state as it stands in the adapter or component state, when the one shown differs.
  const commit = useCallback((change: (state: TableState) => TableState, stored?: TableState) => {
    const before = stored ?? latest.current;
    const next = change(latest.current);
    if (stateId(next) === stateId(before)) return;
    latest.current = next;
    const { adapter: target, defaults: fallback } = context.current;
    if (target) {
      pending.current = { before: stateId(before), state: next };
      target.write(next, fallback);
    }
    setLocal(next);
  }, []);

  useEffect(() => {
    if (!initChanged) return;
    setSeenInit(initId);
    // The page shown is already 1; what is stored still says otherwise.
    commit((s) => ({ ...s, page: 1 }), stored);
  }, [initChanged, initId, commit, stored]);

  // What the server is asked for.
  const { page, pageSize, search, sort } = current;
  const searchParam = options.searchParam ?? (spec.query.includes('search') ? 'search' : undefined);
  const serverFilters: Record<string, string> = {};
  const clientFilters: [string, string][] = [];
  for (const [name, value] of Object.entries(current.filters)) {
    if (value === '') continue;
    if (spec.query.includes(name) && name !== 'limit' && name !== 'offset') serverFilters[name] = value;
    else clientFilters.push([name, value]);
  }
  const term = search.trim();
  const query: Record<string, unknown> = { ...base.query, ...serverFilters };
  if (searchParam && term) query[searchParam] = term;
  const sortField = options.sortField ?? ((column: string) => column);
  if (spec.sorts && sort) query.sort = `${sortField(sort.column)}:${sort.direction}`;
  const pageInit = (offset: number) =>
    ({ ...base, query: { ...query, limit: pageSize, offset } }) as unknown as CallInit<Id>;
  const result = useOperationQuery(
    operation,
    spec.call,
    init === null ? null : pageInit((page - 1) * pageSize),
  );

  // The previous answer stays on screen while this page loads, but only one of the same list for the
  // same account: SWR's keepPreviousData cannot tell whose rows it keeps (a login changes the key).
  const params = result.key?.[1];
  const scope = JSON.stringify([operation, params?.as, params?.session, params?.path]);
  const shown = useRef<Shown | undefined>(undefined);
  const data = result.data as Shown['data'] | undefined;
  if (data !== undefined) shown.current = { scope, data };
  const isPlaceholder = data === undefined && result.status === 'loading' && shown.current?.scope === scope;
  const visible = data ?? (isPlaceholder ? shown.current?.data : undefined);
  const count = visible?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));

  // The page after this one, fetched ahead under its own key (so it is the entry "next" then shows).
  const hasNext = result.status === 'succeeded' && data !== undefined && page < pageCount;
  useOperationQuery(operation, spec.call, hasNext ? pageInit(page * pageSize) : null);
  // Every page of the same query, for an export or a bulk action on every matching row.
  const gather = useGatherAll<Id, Row>(
    spec.call,
    init === null ? null : ({ ...base, query } as unknown as CallInit<Id>),
  );

  // A page beyond the last (a shared link, rows removed meanwhile) goes back to page 1.
  const beyond = result.status === 'succeeded' && data !== undefined && page > pageCount;
  useEffect(() => {
    if (beyond) commit((s) => ({ ...s, page: 1 }));
  }, [beyond, commit]);

  const sortValue = options.sortValue ?? (fieldValue as (row: Row, column: string) => unknown);
  const clientSearch = searchParam ? '' : term.toLowerCase();
  const filterKey = JSON.stringify(clientFilters);
  const sortKey = sort ? `${sort.column}:${sort.direction}` : '';
  // What the client does that the server cannot: the same for the page and for every page gathered.
  const onClient = (all: Row[]) => {
    const kept = all.filter(
      (row) =>
        clientFilters.every(([name, value]) => String(fieldValue(row, name) ?? '') === value) &&
        (!clientSearch || matches(row, clientSearch)),
    );
    return spec.sorts ? kept : sortRows(kept, sort, sortValue);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the filters and sort they are made of.
  const rows = useMemo(
    () => onClient((visible?.rows ?? []) as Row[]),
    [visible, filterKey, clientSearch, sortKey, sortValue, spec.sorts],
  );

  return {
    rows,
    count,
    page,
    pageCount,
    pageSize,
    pageSizes,
    ...(sort ? { sort } : {}),
    search,
    filters: current.filters,
    status: result.status,
    ...(result.error ? { error: result.error } : {}),
    isPlaceholder,
    query,
    fetchAll: async (onProgress) => onClient(await gather(onProgress)),
    setPage: (next) => {
      if (!Number.isInteger(next)) throw new RangeError(`useTable: page ${next} is not a whole number`);
      // Kept to the last page once the count is known; before, the answer will tell (see `beyond`).
      const last = visible ? pageCount : Number.POSITIVE_INFINITY;
      commit((s) => ({ ...s, page: Math.min(Math.max(1, next), last) }));
    },
    setPageSize: (size) => {
      if (!pageSizes.includes(size))
        throw new RangeError(`useTable: page size ${size} is not one of ${pageSizes.join(', ')}`);
      // The first row on screen stays on screen.
      commit((s) => ({ ...s, pageSize: size, page: Math.floor(((s.page - 1) * s.pageSize) / size) + 1 }));
    },
    setSort: (next) =>
      commit((s) => {
        const { sort: _, ...rest } = s;
        return next ? { ...rest, sort: { column: next.column, direction: next.direction } } : rest;
      }),
    setSearch: (next) => commit((s) => (next === s.search ? s : { ...s, search: next, page: 1 })),
    setFilter: (name, value) =>
      commit((s) => {
        const filters = { ...s.filters };
        // A default filter removed stays in the state as '' (cleared), so that it does not come back.
        if (value === undefined || value === '') {
          if (name in context.current.defaults.filters) filters[name] = '';
          else delete filters[name];
        } else filters[name] = value;
        return { ...s, filters, page: 1 };
      }),
    reset: () => commit(() => context.current.defaults),
    refresh: async () => {
      await result.mutate();
    },
  };
}

/** A state as one string, filters in name order, to compare states. */
function stateId(state: TableState): string {
  const filters = Object.keys(state.filters)
    .sort()
    .map((name) => [name, state.filters[name]]);
  return JSON.stringify([
    state.page,
    state.pageSize,
    state.sort?.column,
    state.sort?.direction,
    state.search,
    filters,
  ]);
}

/** Whether a row has the search term in one of its own text or number fields. */
function matches(row: unknown, term: string): boolean {
  if (row === null || typeof row !== 'object') return false;
  return Object.values(row).some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') && String(value).toLowerCase().includes(term),
  );
}
