import type { TableSort, TableState, TableStateAdapter } from './TableState';

/** Options of {@link searchParamsTableState}. */
export interface SearchParamsTableStateOptions {
  /** Put before every parameter name, for a page with two tables (`'returns.'` gives `returns.page`). */
  prefix?: string;
  /**
   * Tells the table when the parameters changed elsewhere, where nothing re-renders it by itself (with
   * `window.history`: listen to `popstate`). Routers such as react-router re-render on their own.
   */
  subscribe?(listener: () => void): () => void;
}

/**
 * Keeps a table's state in URL search parameters, so that a reload or a shared link shows the same page:
 * `page`, `size`, `sort` (`column:asc` or `column:desc`), `q` (the search) and `f.<name>` (each filter),
 * each with the prefix, and only where it differs from the table's defaults (a default filter the user
 * cleared is written empty, a default sort turned off as `sort=`). Parameters that are not the table's are
 * kept. Framework-free: `get` returns the current parameters and `set` stores new ones, so it works with
 * react-router's `useSearchParams`, Next's router or `window.history`.
 *
 * @example
 * // Without a router: the page's own URL, and the back button followed.
 * const state = searchParamsTableState(
 *   () => new URLSearchParams(window.location.search),
 *   (next) => window.history.replaceState(null, '', `?${next}`),
 *   { subscribe: (listener) => { window.addEventListener('popstate', listener); return () => window.removeEventListener('popstate', listener); } },
 * );
 * @example
 * const [params, setParams] = useSearchParams(); // react-router
 * const table = useTable({
 *   operation: 'getMerchantOrders',
 *   state: searchParamsTableState(() => params, (next) => setParams(next, { replace: true })),
 * });
 */
export function searchParamsTableState(
  get: () => URLSearchParams,
  set: (next: URLSearchParams) => void,
  options: SearchParamsTableStateOptions = {},
): TableStateAdapter {
  const prefix = options.prefix ?? '';
  const name = {
    page: `${prefix}page`,
    size: `${prefix}size`,
    sort: `${prefix}sort`,
    search: `${prefix}q`,
    filter: `${prefix}f.`,
  };
  const isOwn = (key: string) =>
    key === name.page ||
    key === name.size ||
    key === name.sort ||
    key === name.search ||
    key.startsWith(name.filter);
  return {
    ...(options.subscribe ? { subscribe: options.subscribe } : {}),
    read() {
      const params = get();
      const state: Partial<TableState> = {};
      const page = wholeNumber(params.get(name.page));
      if (page !== undefined) state.page = page;
      const size = wholeNumber(params.get(name.size));
      if (size !== undefined) state.pageSize = size;
      const sort = params.get(name.sort);
      if (sort === '') state.sort = undefined;
      else if (sort !== null) {
        const parsed = parseSort(sort);
        if (parsed) state.sort = parsed;
      }
      const search = params.get(name.search);
      if (search !== null) state.search = search;
      const filters: Record<string, string> = {};
      let hasFilters = false;
      for (const [key, value] of params) {
        if (!key.startsWith(name.filter) || key.length === name.filter.length) continue;
        filters[key.slice(name.filter.length)] = value;
        hasFilters = true;
      }
      if (hasFilters) state.filters = filters;
      return state;
    },
    write(next, defaults) {
      const params = new URLSearchParams();
      // Keep what is not ours, in order; ours is written afresh below.
      for (const [key, value] of get()) if (!isOwn(key)) params.append(key, value);
      if (next.page !== 1) params.set(name.page, String(next.page));
      if (next.pageSize !== defaults?.pageSize) params.set(name.size, String(next.pageSize));
      if (!sameSort(next.sort, defaults?.sort))
        params.set(name.sort, next.sort ? `${next.sort.column}:${next.sort.direction}` : '');
      if (next.search !== '') params.set(name.search, next.search);
      const names = new Set([...Object.keys(defaults?.filters ?? {}), ...Object.keys(next.filters)]);
      for (const filter of [...names].sort()) {
        const value = next.filters[filter] ?? '';
        const fallback = defaults?.filters[filter] ?? '';
        if (value !== fallback) params.set(`${name.filter}${filter}`, value);
      }
      if (params.toString() !== get().toString()) set(params);
    },
  };
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

function parseSort(value: string): TableSort | undefined {
  // The direction follows the last colon, so a column name may hold colons.
  const at = value.lastIndexOf(':');
  const column = value.slice(0, at);
  const direction = value.slice(at + 1);
  if (at <= 0 || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { column, direction };
}

function sameSort(a: TableSort | undefined, b: TableSort | undefined): boolean {
  return a?.column === b?.column && a?.direction === b?.direction;
}
