import type { LoadStatus } from '@marketplace/react-hooks';
import type { DataTableProps } from './DataTable';

/** What {@link queryBindings} reads of a query hook's result (a list, not a `useTable`). */
export interface QueryBindingsSource<Row> {
  data?: readonly Row[];
  status: LoadStatus;
  error?: { message: string } | null;
  mutate(): unknown;
}

/**
 * The props a `DataTable` takes from a list's query hook (a list the server sends whole, without paging):
 * its rows (none until they come), load `status` and `error`, and "Try again" fetching it anew. Spread them
 * on the table; caption, columns and the empty state stay the screen's. A paged `useTable` list takes
 * `tableBindings` instead.
 *
 * @example
 * const zones = useGetShippingZones();
 * <DataTable caption="Zones" columns={columns} getRowId={(z) => String(z.id)} {...queryBindings(zones)} />
 */
export function queryBindings<Row>(
  query: QueryBindingsSource<Row>,
): Pick<DataTableProps<Row>, 'rows' | 'status' | 'error' | 'onRetry'> {
  return {
    rows: query.data ?? [],
    status: query.status,
    error: query.error,
    onRetry: () => void query.mutate(),
  };
}
