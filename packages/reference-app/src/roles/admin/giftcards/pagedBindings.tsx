import type { LoadStatus } from '@marketplace/react-hooks';
import type { DataTableProps } from '../../../kit/DataTable';
import { TablePagination } from '../../../kit/TablePagination';
import type { UrlPage } from './useUrlPage';

/** What {@link pagedBindings} reads of a paged list's query (`{ count, rows }` a page). */
interface PagedQuery<Row> {
  data?: { count: number; rows: readonly Row[] };
  status: LoadStatus;
  error?: { message: string } | null;
  mutate(): unknown;
}

/**
 * The `DataTable` props of a gift-card list fetched a page at a time: the page's rows, load state, error
 * and "Try again" from its query, and a `TablePagination` footer on the page in force and the list's count.
 *
 * @example
 * const cards = useGetAllGiftCards({ query: { page: paging.page, limit: paging.pageSize } });
 * <DataTable caption="Gift cards" columns={columns} getRowId={(c) => String(c.id)} {...pagedBindings(cards, paging)} />
 */
export function pagedBindings<Row>(
  query: PagedQuery<Row>,
  paging: Pick<UrlPage, 'page' | 'pageSize' | 'pageSizes' | 'setPage' | 'setPageSize'>,
): Pick<DataTableProps<Row>, 'rows' | 'status' | 'error' | 'onRetry' | 'footer'> {
  const count = query.data?.count ?? 0;
  return {
    rows: query.data?.rows ?? [],
    status: query.status,
    error: query.error,
    onRetry: () => void query.mutate(),
    footer: (
      <TablePagination
        page={paging.page}
        pageCount={Math.max(1, Math.ceil(count / paging.pageSize))}
        pageSize={paging.pageSize}
        pageSizes={paging.pageSizes}
        count={count}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    ),
  };
}
