import type { TableState } from './TableState';

/**
 * @internal The whole state from what an adapter holds: missing or invalid parts take the defaults, a size
 * the table does not offer takes the default size, and a cleared default filter stays cleared (`''`)
 * while an empty filter that has no default is dropped.
 *
 * @example
 * resolveTableState({ page: 3 }, { page: 1, pageSize: 12, search: '', filters: {} }, [12, 24]);
 * // { page: 3, pageSize: 12, search: '', filters: {} }
 */
export function resolveTableState(
  read: Partial<TableState>,
  defaults: TableState,
  pageSizes: readonly number[],
): TableState {
  const page = Number.isInteger(read.page) && (read.page as number) >= 1 ? (read.page as number) : 1;
  const pageSize =
    read.pageSize !== undefined && pageSizes.includes(read.pageSize) ? read.pageSize : defaults.pageSize;
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [name, value] of Object.entries(read.filters ?? {})) {
    if (typeof value !== 'string') continue;
    if (value === '' && !(name in defaults.filters)) delete filters[name];
    else filters[name] = value;
  }
  const state: TableState = {
    page,
    pageSize,
    search: typeof read.search === 'string' ? read.search : defaults.search,
    filters,
  };
  // A sort that is present but undefined is a default sort the user turned off.
  const sort = 'sort' in read ? read.sort : defaults.sort;
  if (sort && (sort.direction === 'asc' || sort.direction === 'desc') && sort.column)
    state.sort = { column: sort.column, direction: sort.direction };
  return state;
}
