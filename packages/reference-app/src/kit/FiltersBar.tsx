import type { ReactNode } from 'react';
import './kit.css';

/** Props of {@link FiltersBar}. */
export interface FiltersBarProps {
  /** The controls: `SearchBox`, `FilterSelect`s, a date range. */
  children: ReactNode;
  /** The group's accessible name; default "Filters". */
  label?: string;
  /** When given, a "Clear filters" button calls it (a table's `reset`). */
  onReset?: () => void;
  /** Whether anything is filtered; "Clear filters" is disabled when not. Default true. */
  active?: boolean;
}

/**
 * The row of controls above a list: a `fieldset` named by its (visually hidden) legend that wraps on phones and lines up on desktops,
 * with an optional "Clear filters".
 *
 * @example
 * <FiltersBar onReset={table.reset} active={table.search !== '' || Object.keys(table.filters).length > 0}>
 *   <SearchBox label="Search orders" value={table.search} onChange={table.setSearch} />
 *   <FilterSelect label="Status" value={table.filters.status} options={statusOptions}
 *     onChange={(v) => table.setFilter('status', v)} />
 * </FiltersBar>
 */
export function FiltersBar({ children, label = 'Filters', onReset, active = true }: FiltersBarProps) {
  return (
    <fieldset className="filters-bar">
      <legend className="visually-hidden">{label}</legend>
      {children}
      {onReset ? (
        <button
          type="button"
          className="button button--secondary filters-bar__reset"
          onClick={onReset}
          disabled={!active}
        >
          Clear filters
        </button>
      ) : null}
    </fieldset>
  );
}
