import {
  productFormFromProduct,
  useAddFeaturedProduct,
  useAddMarketplaceProduct,
  useAllowed,
  useDeleteFeaturedProduct,
  useDeleteMarketplaceProduct,
  useGetAllCategories,
  useGetFeaturedProducts,
  useGetMarketplaceProducts,
  useGetMerchantProduct,
  useTable,
} from '@marketplace/react-hooks';
import { type Entity, isApproved } from '@marketplace/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { tableBindings } from '../../../kit/tableBindings';
import { useConfirm } from '../../../kit/useConfirm';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { LazyTableExport } from '../../../workspace/LazyTableExport';
import { PRODUCT_EXPORT_COLUMNS } from '../../../workspace/products/productExportColumns';
import { RecordTimeline } from '../../../workspace/RecordTimeline';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { FeaturedProducts } from './FeaturedProducts';
import { LazyProductBulk } from './LazyProductBulk';
import { LazyProductForm as ProductForm } from './LazyProductForm';
import { LazyProductImport as ProductImport } from './LazyProductImport';
import { LazyStockHistory as StockHistory } from './LazyStockHistory';
import { ProductStockEditor } from './ProductStockEditor';
import '../../../workspace/products/products.css';
import { useSearchParam } from '../../../app/useSearchParam';
import { TableFilter } from '../../../workspace/TableFilter';
import { TableSearch } from '../../../workspace/TableSearch';

type Product = Entity<'AdminProduct'>;

const APPROVAL_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
// Products at or under a stock alert, a variant's included (the list's `lowStock`).
const STOCK_OPTIONS = [{ value: 'true', label: 'Low on stock' }];
// Which form is open: `new`, `import` (from CSV), or the id of the product edited.
const FORM_PARAM = 'product';

/** What the list says after an edit: the server's message, and the product to watch for re-approval. */
interface Saved {
  id: number;
  message: string;
  wasApproved: boolean;
  /** It was rejected: any saved edit sends it back to an admin. */
  wasRejected: boolean;
}

/**
 * The merchant's products (`/merchant/products`, needs `read` on `products`); taking a
 * product off the marketplace or the store's featured list asks first.
 *
 * @example
 * { path: 'products', lazy: screen(merchant, 'ProductsScreen') }
 */
/**
 * The list (search, category and approval filters on the server, 12 a page, in the URL) with stock
 * changed in place, the marketplace and featured toggles, and the create and edit forms (`?product=new`
 * or `?product=<id>`), each control shown only with its right (`useCan`). An open product shows its stock
 * history and its timeline (who created, changed, approved or rejected it, and when: `RecordTimeline`).
 */
export function ProductsScreen() {
  const [params] = useSearchParams();
  const canCreate = useAllowed('products', 'create', 'merchant');
  const canUpdate = useAllowed('products', 'update', 'merchant');
  const confirm = useConfirm();
  const [saved, setSaved] = useState<Saved | undefined>(undefined);
  const categories = useGetAllCategories();
  const marketplace = useGetMarketplaceProducts();
  const featured = useGetFeaturedProducts();
  const addListing = useAddMarketplaceProduct();
  const removeListing = useDeleteMarketplaceProduct();
  const addFeatured = useAddFeaturedProduct();
  const removeFeatured = useDeleteFeaturedProduct();
  const table = useTable({
    operation: 'getMerchantProducts',
    state: useUrlTableState(),
    filters: { categoryId: '', approvalStatus: '', lowStock: '' },
    sortValue: (row, column) =>
      column === 'price' ? row.pricing[0]?.sellingPrice : row[column as keyof Product],
  });
  const listed = useMemo(() => new Set((marketplace.data ?? []).map((p) => p.id)), [marketplace.data]);
  const featuredEntry = useMemo(
    () => new Map((featured.data ?? []).map((entry) => [entry.productId, entry])),
    [featured.data],
  );
  const formParam = params.get(FORM_PARAM);
  const [, setForm] = useSearchParam(FORM_PARAM);
  // The bulk selection outlives the page: every product seen is kept, so rows chosen on another page count.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const seen = useRef(new Map<string, Product>());
  for (const p of table.rows) seen.current.set(String(p.id), p);

  async function takeOffMarketplace(product: Product) {
    const yes = await confirm({
      title: `Take ${product.name} off the marketplace?`,
      message: 'Customers browsing the marketplace no longer see it. It stays in your store.',
      confirmLabel: 'Take off the marketplace',
      destructive: true,
    });
    // The hooks toast the outcome and refresh the lists; a failure leaves things as they were.
    if (yes) await removeListing.trigger({ path: { id: product.id } }).catch(() => undefined);
  }

  async function stopFeaturing(product: { name: string }, entryId: number) {
    const yes = await confirm({
      title: `Stop featuring ${product.name}?`,
      message: 'It leaves the featured products of your store page.',
      confirmLabel: 'Stop featuring',
      destructive: true,
    });
    if (yes) await removeFeatured.trigger({ path: { id: entryId } }).catch(() => undefined);
  }

  const marketplaceCell = (p: Product) =>
    listed.has(p.id) ? (
      <span className="product-toggle">
        <span>Marketplace</span>
        {canUpdate ? (
          <button
            type="button"
            className="link-button product-toggle__off"
            aria-label={`Take ${p.name} off the marketplace`}
            onClick={() => void takeOffMarketplace(p)}
          >
            Remove
          </button>
        ) : null}
      </span>
    ) : !isApproved(p) ? (
      // The marketplace list shows approved products only: a pending one would look unlisted after adding.
      <span>Marketplace after approval</span>
    ) : canUpdate ? (
      <button
        type="button"
        className="link-button"
        aria-label={`Add ${p.name} to the marketplace`}
        disabled={addListing.isMutating}
        onClick={() => void addListing.trigger({ body: { productId: p.id } }).catch(() => undefined)}
      >
        Add to marketplace
      </button>
    ) : (
      <span>Not on the marketplace</span>
    );
  const featuredCell = (p: Product) => {
    const entry = featuredEntry.get(p.id);
    if (entry)
      return (
        <span className="product-toggle">
          <span>Featured</span>
          {canUpdate ? (
            <button
              type="button"
              className="link-button product-toggle__off"
              aria-label={`Remove ${p.name} from the featured products`}
              onClick={() => void stopFeaturing(p, entry.id)}
            >
              Remove
            </button>
          ) : null}
        </span>
      );
    return canUpdate ? (
      <button
        type="button"
        className="link-button"
        aria-label={`Feature ${p.name} on your store page`}
        disabled={addFeatured.isMutating}
        onClick={() => void addFeatured.trigger({ body: { productId: p.id } }).catch(() => undefined)}
      >
        Feature on store page
      </button>
    ) : null;
  };

  const columns: Column<Product>[] = [
    {
      id: 'name',
      header: 'Product',
      sortable: true,
      csv: (p) => p.name,
      cell: (p) => (
        <span className="product-cell">
          {p.hostedImages?.[0] ? <img src={p.hostedImages[0]} alt="" width={40} height={40} /> : null}
          <span>
            <span className="product-cell__name">{p.name}</span>
            {p.sku ? <span className="product-cell__sku">SKU {p.sku}</span> : null}
            <span className="product-cell__sku">
              {[p.category, p.childCategory].filter(Boolean).join(' › ')}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'approvalStatus',
      header: 'Approval',
      sortable: true,
      cell: (p) => (
        <>
          <StatusBadge kind="productApproval" status={p.approvalStatus} />
          {p.rejectionReason ? <span className="products__reason">{p.rejectionReason}</span> : null}
        </>
      ),
    },
    {
      id: 'quantity',
      header: 'Stock',
      sortable: true,
      cell: (p) => <ProductStockEditor key={`${p.id}:${p.quantity}`} product={p} canUpdate={canUpdate} />,
    },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      align: 'end',
      cell: (p) => {
        const line = p.pricing[0];
        return (
          <span className="product-price">
            <Money amount={line?.sellingPrice} />
            {line?.price !== undefined && line.price > (line.sellingPrice ?? 0) ? (
              <s>
                <span className="visually-hidden">Regular price </span>
                <Money amount={line.price} />
              </s>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'shown',
      header: 'Shown on',
      cell: (p) => (
        <span className="product-shown">
          {marketplaceCell(p)}
          {featuredCell(p)}
        </span>
      ),
    },
    ...(canUpdate
      ? [
          {
            id: 'actions',
            header: 'Actions',
            cell: (p: Product) => (
              <button
                type="button"
                className="link-button"
                aria-label={`Edit ${p.name}`}
                onClick={() => {
                  setSaved(undefined);
                  setForm(String(p.id));
                }}
              >
                Edit
              </button>
            ),
          },
        ]
      : []),
  ];
  const filtered = Boolean(
    table.search || table.filters.categoryId || table.filters.approvalStatus || table.filters.lowStock,
  );
  const bindings = tableBindings(
    table,
    <LazyTableExport table={table} filename="products" columns={PRODUCT_EXPORT_COLUMNS} />,
  );

  if (formParam === 'new' && canCreate) {
    return (
      <section className="products__panel" aria-labelledby="product-new-title">
        <h2 id="product-new-title">New product</h2>
        <ProductForm onCancel={() => setForm('')} />
      </section>
    );
  }
  if (formParam === 'import' && canCreate) {
    return <ProductImport onClose={() => setForm('')} />;
  }
  if (formParam && formParam !== 'new' && formParam !== 'import' && canUpdate) {
    return (
      <EditProduct
        id={Number(formParam)}
        onClose={() => setForm('')}
        onSaved={(next) => {
          setSaved(next);
          setForm('');
        }}
      />
    );
  }

  return (
    <div className="workspace-list products">
      {saved ? <SavedNotice saved={saved} onDismiss={() => setSaved(undefined)} /> : null}
      {canCreate ? (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaved(undefined);
              setForm('new');
            }}
          >
            New product
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaved(undefined);
              setForm('import');
            }}
          >
            Import from CSV
          </button>
        </p>
      ) : null}
      <FiltersBar onReset={table.reset} active={filtered}>
        <TableSearch table={table} label="Search products" placeholder="Name or SKU" />
        <TableFilter
          table={table}
          name="categoryId"
          label="Category"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <TableFilter table={table} name="approvalStatus" label="Approval" options={APPROVAL_OPTIONS} />
        <TableFilter
          table={table}
          name="lowStock"
          label="Stock"
          allLabel="Any stock"
          options={STOCK_OPTIONS}
        />
      </FiltersBar>
      {bulkOpen && canUpdate ? (
        <LazyProductBulk
          table={table}
          seen={seen.current}
          selected={selected}
          onSelectedChange={setSelected}
          listed={listed}
          onClose={() => setBulkOpen(false)}
        />
      ) : null}
      <DataTable<Product>
        caption="Your store's products"
        columns={columns}
        rows={table.rows}
        getRowId={(p) => String(p.id)}
        {...bindings}
        selectable={canUpdate}
        selected={selected}
        onSelectedChange={setSelected}
        bulkActions={
          <button type="button" className="button" onClick={() => setBulkOpen(true)}>
            Change selected
          </button>
        }
        emptyTitle="No products"
        emptyMessage={
          filtered
            ? 'No product matches these filters.'
            : 'Add your first product: customers see it once an admin approves it.'
        }
      />
      <FeaturedProducts
        entries={featured}
        canUpdate={canUpdate}
        onStop={(entry) => void stopFeaturing(entry.product ?? { name: 'this product' }, entry.id)}
      />
    </div>
  );
}

interface EditProductProps {
  id: number;
  onClose(): void;
  onSaved(saved: Saved): void;
}

/** Loads one product (getMerchantProduct) and opens the form on its values. */
function EditProduct({ id, onClose, onSaved }: EditProductProps) {
  const product = useGetMerchantProduct(Number.isInteger(id) && id > 0 ? { path: { id } } : null);
  const data = product.data;
  return (
    <section className="products__panel" aria-labelledby="product-edit-title">
      <h2 id="product-edit-title">{data ? `Edit ${data.name}` : 'Edit product'}</h2>
      {data ? (
        <>
          {isApproved(data) ? (
            <p className="products__note">
              This product is approved. A new name or price goes back to an admin for approval.
            </p>
          ) : data.rejectionReason ? (
            <div className="products__note" role="note" aria-label="Why it was rejected">
              <p>An admin rejected this product: {data.rejectionReason}</p>
              <p>Mend what they asked and save: it goes back to an admin for approval.</p>
            </div>
          ) : (
            <p className="products__note">This product is waiting for an admin’s approval.</p>
          )}
          <ProductForm
            key={data.id}
            productId={data.id}
            initial={productFormFromProduct(data)}
            onSaved={(message) =>
              onSaved({
                id: data.id,
                message,
                wasApproved: isApproved(data),
                wasRejected: data.rejectionReason !== undefined,
              })
            }
            onCancel={onClose}
          />
          <StockHistory key={`history-${data.id}`} product={data} />
          <RecordTimeline recordType="product" recordId={data.id} noun="product" />
        </>
      ) : (
        <DetailLoadState
          query={product.status === 'idle' ? { ...product, status: 'failed' } : product}
          loadingLabel="Loading the product"
          fallbackMessage="This product does not exist."
          className="products__load"
        >
          <button type="button" className="button button--secondary" onClick={onClose}>
            Back to products
          </button>
        </DetailLoadState>
      )}
    </section>
  );
}

interface SavedNoticeProps {
  saved: Saved;
  onDismiss(): void;
}

/** The outcome of an edit over the list; says so when an approved product went back to pending. */
function SavedNotice({ saved, onDismiss }: SavedNoticeProps) {
  // The edit revalidated this product, so its approval state is the server's after the edit.
  const product = useGetMerchantProduct({ path: { id: saved.id } });
  const backToPending =
    (saved.wasApproved || saved.wasRejected) &&
    product.data !== undefined &&
    !isApproved(product.data) &&
    product.data.rejectionReason === undefined;
  const notice = useRef<HTMLDivElement>(null);
  // The long form closed under the reader: bring them to the outcome, at the top of the list.
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} className="products__saved" role="status" tabIndex={-1}>
      <p>{saved.message}</p>
      {backToPending ? (
        <p>
          <strong>{product.data?.name}</strong> went back to <strong>pending</strong>: customers see it{' '}
          {saved.wasRejected ? 'once an admin approves it' : 'again once an admin approves the change'}.
        </p>
      ) : null}
      <button type="button" className="link-button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
