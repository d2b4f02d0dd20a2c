import { DataTable, type DataTableProps } from './DataTable';
import { type QueryBindingsSource, queryBindings } from './queryBindings';

/** Props of {@link QueryTable}: a `DataTable`'s, with the list's query in place of its rows and load state. */
export type QueryTableProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'status' | 'error' | 'onRetry' | 'getRowId'
> & {
  /** The list's query hook result (a list the server sends whole). */
  query: QueryBindingsSource<Row>;
  /** The row's key; the row's `id` unless given. */
  getRowId?(row: Row): string;
};

const rowId = (row: { id?: number | string }) => String(row.id);

/**
 * A `DataTable` of a list the server sends whole: its rows, load state, error and "Try again" from the
 * list's query hook ({@link queryBindings}), each row keyed by its `id`. Caption, columns and the empty state
 * stay the screen's.
 *
 * @example
 * const zones = useGetShippingZones();
 * <QueryTable caption="Shipping zones" columns={COLUMNS} query={zones} emptyTitle="No shipping zones" />
 */
export function QueryTable<Row extends { id?: number | string }>({
  query,
  getRowId = rowId,
  ...table
}: QueryTableProps<Row>) {
  return <DataTable<Row> {...table} {...queryBindings(query)} getRowId={getRowId} />;
}
