import { useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { Money } from '../../kit/Money';
import { SearchBox } from '../../kit/SearchBox';
import { StatusBadge } from '../../kit/StatusBadge';
import { tableBindings } from '../../kit/tableBindings';
import { useUrlTableState } from '../../workspace/useUrlTableState';

type AdminProduct = Entity<'AdminProduct'>;

const COLUMNS: Column<AdminProduct>[] = [
  { id: 'name', header: 'Product', cell: (p) => p.name, sortable: true, csv: (p) => p.name },
  {
    id: 'approvalStatus',
    header: 'Approval',
    cell: (p) => <StatusBadge kind="productApproval" status={p.approvalStatus} />,
    sortable: true,
  },
  {
    id: 'quantity',
    header: 'Stock',
    cell: (p) => p.quantity ?? '—',
    sortable: true,
    align: 'end',
  },
  {
    id: 'price',
    header: 'Selling price',
    cell: (p) => <Money amount={p.pricing?.[0]?.sellingPrice} />,
    align: 'end',
  },
];

/**
 * The admin's product list (`/admin/products`, needs `read` on `products`): every product of every store,
 * searched on the server, sorted on the page, paged, with the state in the URL so a reload or a shared
 * link shows the same page.
 *
 * @example
 * { path: 'products', lazy: screen(admin, 'AdminProductsScreen') }
 */
export function AdminProductsScreen() {
  const table = useTable({
    operation: 'getAdminProducts',
    state: useUrlTableState(),
    sortValue: (row, column) =>
      column === 'price' ? row.pricing?.[0]?.sellingPrice : row[column as keyof AdminProduct],
  });
  return (
    <div className="workspace-list">
      <SearchBox
        label="Search products"
        value={table.search}
        onChange={table.setSearch}
        placeholder="Product name"
      />
      <DataTable<AdminProduct>
        caption={table.search ? `Products matching “${table.search}”` : 'Products of every store'}
        columns={COLUMNS}
        rows={table.rows}
        getRowId={(p) => String(p.id)}
        {...tableBindings(table)}
        emptyTitle="No products"
        emptyMessage={table.search ? 'No product matches this search.' : 'No store has a product yet.'}
      />
    </div>
  );
}
