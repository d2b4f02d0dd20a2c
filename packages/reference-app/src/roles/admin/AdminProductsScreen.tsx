import { useAllowed, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { FiltersBar } from '../../kit/FiltersBar';
import { Money } from '../../kit/Money';
import { StatusBadge } from '../../kit/StatusBadge';
import { tableBindings } from '../../kit/tableBindings';
import { LazyTableExport } from '../../workspace/LazyTableExport';
import { PRODUCT_EXPORT_COLUMNS } from '../../workspace/products/productExportColumns';
import { TableSearch } from '../../workspace/TableSearch';
import { useUrlTableState } from '../../workspace/useUrlTableState';
import { useStoreChoices } from './catalog/useStoreChoices';
import { MerchantStoreFilters } from './MerchantStoreFilters';
import { RetryAlert } from './RetryAlert';

type AdminProduct = Entity<'AdminProduct'>;

const COLUMNS: Column<AdminProduct>[] = [
  { id: 'name', header: 'Product', cell: (p) => p.name, sortable: true, csv: (p) => p.name },
  { id: 'storeName', header: 'Store', cell: (p) => p.storeName ?? '—', sortable: true },
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
 * searched and narrowed to a merchant or a store on the server (`getAdminProducts`'s `search`,
 * `merchantId` and `storeId`), sorted on the page, paged, with the state in the URL so a reload or a
 * shared link shows the same page. "Add product" (with `create` on `products`) opens the admin's product
 * form.
 *
 * @example
 * { path: 'products', lazy: screen(admin, 'AdminProductsScreen') }
 */
export function AdminProductsScreen() {
  const canCreate = useAllowed('products', 'create');
  const choices = useStoreChoices();
  const table = useTable({
    operation: 'getAdminProducts',
    state: useUrlTableState(),
    filters: { merchantId: '', storeId: '' },
    sortValue: (row, column) =>
      column === 'price' ? row.pricing?.[0]?.sellingPrice : row[column as keyof AdminProduct],
  });
  const { merchantId, storeId } = table.filters;
  const filtered = Boolean(table.search || merchantId || storeId);
  const merchantOptions = choices.merchants.map((m) => ({
    value: String(m.id),
    label: `${m.firstName} ${m.lastName}`,
  }));
  // A merchant chosen: only their stores.
  const storeOptions = choices.stores
    .filter((s) => !merchantId || String(s.merchantId) === merchantId)
    .map((s) => ({ value: String(s.id), label: s.storeName }));
  // A store of another merchant than the one chosen is let go (after the merchant's change is in the URL).
  const strayStore =
    Boolean(merchantId && storeId) &&
    choices.stores.some((s) => String(s.id) === storeId && String(s.merchantId) !== merchantId);
  const { setFilter } = table;
  useEffect(() => {
    if (strayStore) setFilter('storeId', '');
  }, [strayStore, setFilter]);
  const storeName = choices.stores.find((s) => String(s.id) === storeId)?.storeName;
  const merchantName = merchantId ? choices.merchantName(Number(merchantId)) : undefined;
  const bindings = tableBindings(
    table,
    <LazyTableExport table={table} filename="products" columns={PRODUCT_EXPORT_COLUMNS} />,
  );
  return (
    <div className="workspace-list">
      {canCreate ? (
        <p>
          <Link className="button" to="new">
            Add product
          </Link>
        </p>
      ) : null}
      <FiltersBar onReset={table.reset} active={filtered}>
        <TableSearch table={table} label="Search products" placeholder="Product name" />
        <MerchantStoreFilters table={table} merchantOptions={merchantOptions} storeOptions={storeOptions} />
      </FiltersBar>
      {choices.status === 'failed' ? (
        <RetryAlert
          error={choices.error}
          fallback="Could not get the merchants and stores."
          onRetry={choices.retry}
          buttonClassName="link-button"
        />
      ) : null}
      <DataTable<AdminProduct>
        caption={[
          'Products',
          storeName ? `of ${storeName}` : merchantName ? `of ${merchantName}` : 'of every store',
          table.search ? `matching “${table.search}”` : '',
        ]
          .filter(Boolean)
          .join(' ')}
        columns={COLUMNS}
        rows={table.rows}
        getRowId={(p) => String(p.id)}
        {...bindings}
        emptyTitle="No products"
        emptyMessage={filtered ? 'No product matches these filters.' : 'No store has a product yet.'}
      />
    </div>
  );
}
