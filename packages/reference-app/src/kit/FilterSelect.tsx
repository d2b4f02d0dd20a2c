import { useId } from 'react';
import './kit.css';

/** One choice of a {@link FilterSelect}. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  /** What is filtered: "Status". */
  label: string;
  /** The value in force; `undefined` or `''` is no filter. */
  value: string | undefined;
  options: readonly FilterOption[];
  /** Called with the chosen value, or `undefined` for the "All" choice (a table's `setFilter`). */
  onChange(value: string | undefined): void;
  /** The words of the no-filter choice; default "All". */
  allLabel?: string;
}

/**
 * A labelled select for one filter of a list, with an "All" choice that removes the filter. A value
 * that is not among the options (from an old link) is kept as a choice, so the select never lies.
 *
 * @example
 * <FilterSelect label="Status" value={table.filters.status}
 *   options={[{ value: 'pending', label: 'Pending' }, { value: 'active', label: 'Active' }]}
 *   onChange={(v) => table.setFilter('status', v)} />
 */
export function FilterSelect({ label, value, options, onChange, allLabel = 'All' }: FilterSelectProps) {
  const id = useId();
  const current = value ?? '';
  const unknown = current !== '' && !options.some((option) => option.value === current);
  return (
    <div className="filter-select">
      <label htmlFor={id} className="filter-select__label">
        {label}
      </label>
      <select
        id={id}
        className="filter-select__input"
        value={current}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {unknown ? <option value={current}>{current}</option> : null}
      </select>
    </div>
  );
}
