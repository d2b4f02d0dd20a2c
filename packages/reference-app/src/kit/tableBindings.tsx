import type { TableResult } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import type { DataTableProps } from './DataTable';
import { TablePagination, type TablePaginationProps } from './TablePagination';

/** What {@link tableBindings} reads of a `useTable` result. */
export type TableBindingsSource = Omit<TableResult<unknown>, 'rows'>;

/** The {@link DataTable} props that {@link tableBindings} fills in. */
export type TableBindings = Pick<
  DataTableProps<unknown>,
  'status' | 'error' | 'sort' | 'onSortChange' | 'onRetry' | 'footer'
>;

/**
 * The props a `DataTable` takes from a `useTable` result: its load `status` and `error`, 'Try again'
 * (`refresh`), the sort and its change, and a `TablePagination` footer wired to the table's page, page size
 * and count, with `beside` (a list's export) before the pagination. Spread them on the table; the rows,
 * caption and columns stay the screen's.
 *
 * @example
 * const table = useTable({ operation: 'getAllOrders', state: urlState });
 * <DataTable caption='Orders' columns={columns} rows={table.rows} getRowId={(o) => String(o.id)}
 *   {...tableBindings(table, <OrdersExport table={table} />)} emptyTitle='No orders' />
 */
export function tableBindings(table: TableBindingsSource, beside?: ReactNode): TableBindings {
  const pagination = <TablePagination {...tablePagination(table)} />;
  return {
    status: table.status,
    error: table.error,
    sort: table.sort,
    onSortChange: table.setSort,
    onRetry: () => void table.refresh(),
    footer:
      beside == null ? (
        pagination
      ) : (
        <div className="data-table__footer-row">
          {beside}
          {pagination}
        </div>
      ),
  };
}

/**
 * The `TablePagination` props of a `useTable` result: its page, page count, page size and sizes, count,
 * and their changes. For a list that is no `DataTable` (cards); a `DataTable` takes `tableBindings`.
 *
 * @example
 * <TablePagination {...tablePagination(table)} />
 */
export function tablePagination(table: TableBindingsSource): TablePaginationProps {
  const { page, pageCount, pageSize, pageSizes, count } = table;
  return {
    page,
    pageCount,
    pageSize,
    pageSizes,
    count,
    onPageChange: table.setPage,
    onPageSizeChange: table.setPageSize,
  };
}
