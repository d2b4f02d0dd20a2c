import type { TableResult } from '@marketplace/react-hooks';
import { SearchBox } from '../kit/SearchBox';

/** Props of {@link TableSearch}. */
export interface TableSearchProps {
  /** The list's table (`useTable`): its search in force and how to change it. */
  table: Pick<TableResult<unknown>, 'search' | 'setSearch'>;
  /** The field's label ("Search orders") and hint ("Order or customer"). */
  label: string;
  placeholder: string;
}

/**
 * A workspace list's search box, bound to its table: the table's search, and a new search sent to it (the
 * page goes back to the first).
 *
 * @example
 * <TableSearch table={table} label="Search coupons" placeholder="Code or description" />
 */
export function TableSearch({ table, label, placeholder }: TableSearchProps) {
  return (
    <SearchBox label={label} value={table.search} onChange={table.setSearch} placeholder={placeholder} />
  );
}
