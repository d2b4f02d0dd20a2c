import type { TableResult } from '@marketplace/react-hooks';
import { type FilterOption, FilterSelect } from '../kit/FilterSelect';

/** Props of {@link TableFilter}. */
export interface TableFilterProps {
  /** The list's table (`useTable`): its filters in force and how to change one. */
  table: Pick<TableResult<unknown>, 'filters' | 'setFilter'>;
  /** The filter's name in the table (`status`, `merchantId`). */
  name: string;
  label: string;
  options: readonly FilterOption[];
  /** The words of the choice that removes the filter; default "All". */
  allLabel?: string;
}

/**
 * A workspace list's filter, bound to one filter of its table: the value in force, and the choice sent to
 * the table ("All" removes it).
 *
 * @example
 * <TableFilter table={table} name="status" label="Status" options={STATUS_OPTIONS} />
 */
export function TableFilter({ table, name, label, options, allLabel }: TableFilterProps) {
  return (
    <FilterSelect
      label={label}
      value={table.filters[name] ?? ''}
      options={options}
      allLabel={allLabel}
      onChange={(value) => table.setFilter(name, value ?? '')}
    />
  );
}
