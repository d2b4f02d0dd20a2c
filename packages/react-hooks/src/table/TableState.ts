import type { MarketplaceError } from '@marketplace/sdk';
import type { LoadStatus } from '../core/loadStatus';

/** The order of a sorted column. */
export type SortDirection = 'asc' | 'desc';

/** Which column a table is sorted by, and in which order. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** Everything that decides which rows a table shows: it can live in the URL (see `searchParamsTableState`). */
export interface TableState {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort?: TableSort;
  search: string;
  /** Filter values by name; `''` is a default filter the user cleared ("all"). */
  filters: Record<string, string>;
}

/**
 * Where a table keeps its state instead of component state (the URL, a store): `read` gives what it holds
 * (missing parts take the table's defaults), `write` stores a new state, and `subscribe`, when given, tells
 * the table about changes made elsewhere (back button, another component). `defaults` lets `write` leave
 * out what equals the table's defaults.
 */
export interface TableStateAdapter {
  read(): Partial<TableState>;
  write(next: TableState, defaults?: TableState): void;
  subscribe?(listener: () => void): () => void;
}

/** What `useTable` returns: the page of rows, where it stands, and the controls. */
export interface TableResult<Row> {
  /** The rows of the page (sorted and filtered on the client where the operation cannot do it). */
  rows: Row[];
  /** How many rows match in all (the server's `count`; 0 until the first answer). */
  count: number;
  page: number;
  /** At least 1. */
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  sort?: TableSort;
  search: string;
  filters: Record<string, string>;
  /** `idle` (null init), `loading` (also while a placeholder shows), `succeeded` or `failed`. */
  status: LoadStatus;
  error?: MarketplaceError;
  /** The previous page's rows are shown while this page loads. */
  isPlaceholder: boolean;
  /**
   * What the server is asked for, without the page (`limit`, `offset`): the fixed query, search, filters
   * and sort. An export asks for every page of it, so it holds exactly the rows the table counts.
   */
  query: Record<string, unknown>;
  /**
   * Every row the table counts, over all its pages (`query`, 100 rows a request, the client's filters and
   * sort applied as on a page), for an export or a bulk action on every matching row; `onProgress` hears
   * the rows fetched so far. Rejects with the list's error; a skipped table (`null` init) gives none.
   */
  fetchAll(onProgress?: (rowsSoFar: number) => void): Promise<Row[]>;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sort: TableSort | undefined): void;
  setSearch(search: string): void;
  setFilter(name: string, value: string | undefined): void;
  /** Back to the defaults: page 1, default size, sort and filters, no search. */
  reset(): void;
  /** Asks the server for this page again. */
  refresh(): Promise<void>;
}
