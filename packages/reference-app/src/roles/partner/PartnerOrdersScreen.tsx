import { useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { DateText } from '../../kit/DateText';
import { Money } from '../../kit/Money';
import { SearchBox } from '../../kit/SearchBox';
import { StatusBadge } from '../../kit/StatusBadge';
import { TablePagination } from '../../kit/TablePagination';
import { useUrlTableState } from '../../workspace/useUrlTableState';

type Order = Entity<'Order'>;

const COLUMNS: Column<Order>[] = [
  { id: 'orderName', header: 'Order', cell: (o) => o.orderName ?? `#${o.id}`, sortable: true },
  { id: 'storeName', header: 'Store', cell: (o) => o.storeName ?? '—', sortable: true },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge kind="order" status={o} />, sortable: true },
  { id: 'total', header: 'Total', cell: (o) => <Money amount={o.total} />, sortable: true, align: 'end' },
  { id: 'createdAt', header: 'Placed', cell: (o) => <DateText value={o.createdAt} />, sortable: true },
];

/**
 * The shipping partner's assigned orders (`/shipping-partner/orders`, needs `read` on `orders`): paged,
 * sorted and searched within the page (the list takes no search), with the state in the URL.
 *
 * @example
 * { path: 'orders', lazy: screen(partner, 'PartnerOrdersScreen') }
 */
export function PartnerOrdersScreen() {
  const table = useTable({ operation: 'getPartnerOrders', state: useUrlTableState() });
  return (
    <div className="workspace-list">
      <SearchBox
        label="Search this page's orders"
        value={table.search}
        onChange={table.setSearch}
        placeholder="Order or store"
      />
      <DataTable<Order>
        caption="Orders assigned to you"
        columns={COLUMNS}
        rows={table.rows}
        getRowId={(o) => String(o.id)}
        status={table.status}
        error={table.error}
        emptyTitle="No orders"
        emptyMessage={table.search ? 'No order on this page matches.' : 'No order is assigned to you yet.'}
        sort={table.sort}
        onSortChange={table.setSort}
        onRetry={() => void table.refresh()}
        footer={
          <TablePagination
            page={table.page}
            pageCount={table.pageCount}
            pageSize={table.pageSize}
            pageSizes={table.pageSizes}
            count={table.count}
            onPageChange={table.setPage}
            onPageSizeChange={table.setPageSize}
          />
        }
      />
    </div>
  );
}
