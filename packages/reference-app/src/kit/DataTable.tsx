import type { LoadStatus, TableSort } from '@marketplace/react-hooks';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import type { Column } from './Column';
import type { MatchingChoice } from './useMatchingSelection';
import './kit.css';

export type { Column } from './Column';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** What the table lists: its `<caption>`, and the name of its scrolling region. */
  caption: string;
  columns: readonly Column<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable id per row: React keys and selection. */
  getRowId(row: Row): string;
  /**
   * The load status of the rows' query: `loading` with no rows shows skeleton rows; `loading` with rows
   * (the previous page, kept while the next loads) keeps them, dimmed and busy; `failed` shows `error`.
   */
  status: LoadStatus;
  /** The failure to show when `status` is `failed`: the hooks' error, whose message is the spec's. */
  error?: { message: string } | null;
  /** The heading shown when there are no rows; default "Nothing to show". */
  emptyTitle?: string;
  /** More words under it: why, and what to do. */
  emptyMessage?: ReactNode;
  /** The sort in force (a table hook's `sort`). */
  sort?: TableSort;
  /** Makes `sortable` columns' headers buttons: first ascending, then it toggles. */
  onSortChange?(sort: TableSort | undefined): void;
  /** Adds a checkbox per row and one for the whole page. */
  selectable?: boolean;
  /** The ids of the selected rows (kept across pages). */
  selected?: ReadonlySet<string>;
  onSelectedChange?(selected: Set<string>): void;
  /** The controls that act on the selection (shown while something is selected). */
  bulkActions?: ReactNode;
  /**
   * Offers "Select all N matching the filter" once the whole page is ticked, and says when that choice is
   * in force (`useMatchingSelection`).
   */
  matching?: MatchingChoice;
  /** Under the table: `TablePagination`, an export button. */
  footer?: ReactNode;
  /** Makes the error state's "Try again" call it (a table hook's `refresh`). */
  onRetry?: () => void;
  /** How many skeleton rows stand in while the first page loads; default 5. */
  skeletonRows?: number;
}

const DIRECTION_WORDS = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The list of every workspace screen: a real `<table>` with its `<caption>`, column headers with
 * `scope`, sortable headers as buttons inside `<th aria-sort>` (the order also said in words, for
 * screen readers that do not read aria-sort), optional row selection (a checkbox per row named after
 * the row's first cell, one for the page that shows "some" as indeterminate, a live "3 selected" and
 * the bulk actions), and its states: skeleton rows while loading (`aria-busy`), the previous page
 * dimmed while the next loads, an empty state, and the error's message with "Try again". On a phone it
 * scrolls sideways inside its own focusable region, never the page.
 *
 * @example
 * const table = useTable({ operation: 'getAllOrders' });
 * <DataTable caption="Orders" columns={columns} rows={table.rows} getRowId={(o) => String(o.id)}
 *   status={table.status} error={table.error} onRetry={table.refresh}
 *   sort={table.sort} onSortChange={table.setSort} emptyTitle="No orders yet"
 *   footer={<TablePagination {...table} onPageChange={table.setPage} onPageSizeChange={table.setPageSize} />} />
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  status,
  error,
  emptyTitle = 'Nothing to show',
  emptyMessage,
  sort,
  onSortChange,
  selectable = false,
  selected,
  onSelectedChange,
  bulkActions,
  matching,
  footer,
  onRetry,
  skeletonRows = 5,
}: DataTableProps<Row>) {
  const id = useId();
  const captionId = `${id}-caption`;
  const selectWordId = `${id}-select`;
  const chosen = selected ?? new Set<string>();
  const loading = status === 'loading' || status === 'idle';
  const failed = status === 'failed';
  const showRows = !failed && rows.length > 0;
  const stale = loading && rows.length > 0;
  const pageIds = showRows ? rows.map(getRowId) : [];
  const selectedOnPage = pageIds.filter((rowId) => chosen.has(rowId)).length;
  const allOnPage = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const someOnPage = selectedOnPage > 0 && !allOnPage;
  const allMatching = matching?.active === true;
  const anyChosen = chosen.size > 0 || allMatching;
  const span = columns.length + (selectable ? 1 : 0);
  const sortColumns = columns.filter((column) => column.sortable);

  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // `indeterminate` exists only as a DOM property, not as an attribute React can set.
    if (selectAllRef.current) selectAllRef.current.indeterminate = someOnPage;
  }, [someOnPage]);

  function toggle(rowId: string) {
    const next = new Set(chosen);
    if (next.has(rowId)) next.delete(rowId);
    else next.add(rowId);
    onSelectedChange?.(next);
  }

  function togglePage() {
    const next = new Set(chosen);
    for (const rowId of pageIds) {
      if (allOnPage) next.delete(rowId);
      else next.add(rowId);
    }
    onSelectedChange?.(next);
  }

  function sortBy(column: string) {
    const direction = sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ column, direction });
  }

  return (
    <div className="data-table">
      {selectable ? (
        <div className={`data-table__bulk${anyChosen ? ' data-table__bulk--active' : ''}`}>
          <p className="data-table__count" role="status">
            {allMatching
              ? `All ${matching?.count} matching selected`
              : chosen.size > 0
                ? `${chosen.size} selected`
                : ''}
          </p>
          {matching && allOnPage && !allMatching && matching.count > pageIds.length ? (
            <button type="button" className="link-button" onClick={() => matching.onChange(true)}>
              Select all {matching.count} matching the filter
            </button>
          ) : null}
          {allMatching ? (
            <button type="button" className="link-button" onClick={() => matching?.onChange(false)}>
              {chosen.size > 0 ? `Only the ${chosen.size} selected` : 'Clear the selection'}
            </button>
          ) : null}
          {anyChosen && bulkActions ? <div className="data-table__actions">{bulkActions}</div> : null}
        </div>
      ) : null}
      {onSortChange && sortColumns.length > 0 ? (
        // Below 600 px the header row (and its sort buttons) is out of sight: the sort is a select there.
        // The label is beside the select, not around it: a wrapping label's text would hold every option's
        // words ("Status, ascending"), and a search by label for a filter ("Status") would find it too.
        <div className="data-table__phone-sort">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            value={sort ? `${sort.direction}:${sort.column}` : ''}
            onChange={(event) => {
              const value = event.target.value;
              const cut = value.indexOf(':');
              onSortChange(
                value
                  ? { column: value.slice(cut + 1), direction: value.slice(0, cut) as TableSort['direction'] }
                  : undefined,
              );
            }}
          >
            <option value="">The list's own order</option>
            {sortColumns.flatMap((column) => [
              <option key={`asc:${column.id}`} value={`asc:${column.id}`}>
                {column.header}, {DIRECTION_WORDS.asc}
              </option>,
              <option key={`desc:${column.id}`} value={`desc:${column.id}`}>
                {column.header}, {DIRECTION_WORDS.desc}
              </option>,
            ])}
          </select>
        </div>
      ) : null}
      {/* A named section is a region landmark; focusable, so a keyboard can scroll it sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <section className="data-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className={`data-table__table${stale ? ' data-table__table--stale' : ''}`} aria-busy={loading}>
          <caption id={captionId} className="data-table__caption">
            {caption}
          </caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className="data-table__check">
                  <span id={selectWordId} hidden>
                    Select
                  </span>
                  <label className="data-table__check-all">
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      aria-label="Select all rows on this page"
                      checked={allOnPage}
                      disabled={!showRows}
                      onChange={togglePage}
                    />
                    {/* Seen on a phone only, where the header row is out of sight but this box is not. */}
                    <span className="data-table__check-words" aria-hidden="true">
                      Select all on this page
                    </span>
                  </label>
                </th>
              ) : null}
              {columns.map((column) => {
                const sorted = sort?.column === column.id ? sort.direction : undefined;
                const sortable = column.sortable && onSortChange;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={column.align === 'end' ? 'data-table__cell--end' : undefined}
                    aria-sort={
                      sorted
                        ? (DIRECTION_WORDS[sorted] as 'ascending' | 'descending')
                        : sortable
                          ? 'none'
                          : undefined
                    }
                  >
                    {sortable ? (
                      <button type="button" className="data-table__sort" onClick={() => sortBy(column.id)}>
                        {column.header}
                        <span className="data-table__sort-icon" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                        {sorted ? (
                          <span className="visually-hidden">, sorted {DIRECTION_WORDS[sorted]}</span>
                        ) : null}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {showRows
              ? rows.map((row) => {
                  const rowId = getRowId(row);
                  const isSelected = chosen.has(rowId);
                  const firstCellId = `${id}-row-${rowId}`;
                  return (
                    // Explicit roles: below 600 px the rows are laid out as cards (CSS), which would
                    // otherwise drop their table semantics in some browsers.
                    <tr
                      key={rowId}
                      // biome-ignore lint/a11y/noRedundantRoles: kept when the phone layout changes display
                      role="row"
                      className={isSelected ? 'data-table__row--selected' : undefined}
                    >
                      {selectable ? (
                        // biome-ignore lint/a11y/noRedundantRoles: kept when the phone layout changes display
                        <td role="cell" className="data-table__check">
                          <input
                            type="checkbox"
                            aria-labelledby={`${selectWordId} ${firstCellId}`}
                            checked={isSelected}
                            onChange={() => toggle(rowId)}
                          />
                        </td>
                      ) : null}
                      {columns.map((column, index) => (
                        <td
                          key={column.id}
                          // biome-ignore lint/a11y/noRedundantRoles: kept when the phone layout changes display
                          role="cell"
                          id={index === 0 ? firstCellId : undefined}
                          // The card's label on a phone (the header row is hidden there).
                          data-label={index === 0 ? undefined : column.header}
                          className={column.align === 'end' ? 'data-table__cell--end' : undefined}
                        >
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  );
                })
              : loading
                ? Array.from({ length: skeletonRows }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place.
                    <tr key={index} className="data-table__skeleton">
                      {Array.from({ length: span }, (_, cell) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                        <td key={cell}>
                          <span className="kit-skeleton" aria-hidden="true" />
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
          </tbody>
        </table>
        {/* Beside the table, not in a cell spanning it: on a phone the table is wider than the screen,
            and the words must stay in view. */}
        {failed ? (
          <div className="data-table__state">
            <ErrorState
              message={error?.message ?? 'An Error occured. Please try again later.'}
              onRetry={onRetry}
            />
          </div>
        ) : !showRows && !loading ? (
          <div className="data-table__state">
            <EmptyState title={emptyTitle}>{emptyMessage}</EmptyState>
          </div>
        ) : null}
      </section>
      {/* Always present, so the change of words is announced. */}
      <p className="visually-hidden" role="status">
        {loading ? `Loading ${caption.toLowerCase()}` : ''}
      </p>
      {footer ? <div className="data-table__footer spread">{footer}</div> : null}
    </div>
  );
}
