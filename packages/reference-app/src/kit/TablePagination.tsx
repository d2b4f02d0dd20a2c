import { useId } from 'react';
import { Pagination } from '../components/Pagination';
import './kit.css';

/** Props of {@link TablePagination}: the paging part of a table hook's answer. */
export interface TablePaginationProps {
  /** The current page, counting from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** Rows per page. */
  pageSize: number;
  /** The page sizes offered, e.g. `[12, 24, 48]`. */
  pageSizes: readonly number[];
  /** How many rows there are in all. */
  count: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/**
 * The footer of a data table: "Rows per page" (shown when there are more rows than the smallest size)
 * beside the app's `Pagination` ("Showing 13–24 of 40", Previous, pages, Next). A page past the end
 * (rows deleted meanwhile) shows as the last page.
 *
 * @example
 * const table = useTable({ operation: 'getAllOrders' });
 * <TablePagination page={table.page} pageCount={table.pageCount} pageSize={table.pageSize}
 *   pageSizes={table.pageSizes} count={table.count} onPageChange={table.setPage}
 *   onPageSizeChange={table.setPageSize} />
 */
export function TablePagination({
  page,
  pageCount,
  pageSize,
  pageSizes,
  count,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const id = useId();
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const showSizes = count > Math.min(...sizes);
  return (
    <div className="table-pagination">
      {showSizes ? (
        <div className="table-pagination__size">
          <label htmlFor={id}>Rows per page</label>
          <select id={id} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Pagination
        page={Math.min(Math.max(1, page), Math.max(1, pageCount))}
        pageSize={pageSize}
        total={count}
        onPageChange={onPageChange}
      />
    </div>
  );
}
