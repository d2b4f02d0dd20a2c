import {
  useAllowed,
  useApproveProduct,
  useBulkAction,
  useGetAllMerchants,
  useRejectProduct,
  useTable,
} from '@marketplace/react-hooks';
import './approvals.css';
import { type Entity, isApproved } from '@marketplace/sdk';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '../../app/useSearchParam';
import { BulkResults } from '../../kit/BulkResults';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { FiltersBar } from '../../kit/FiltersBar';
import { Money } from '../../kit/Money';
import { StatusBadge } from '../../kit/StatusBadge';
import { tableBindings } from '../../kit/tableBindings';
import { useConfirm } from '../../kit/useConfirm';
import { useMatchingSelection } from '../../kit/useMatchingSelection';
import { ReasonForm } from '../../workspace/ReasonForm';
import { TableFilter } from '../../workspace/TableFilter';
import { TableSearch } from '../../workspace/TableSearch';
import { useUrlTableState } from '../../workspace/useUrlTableState';
import { MerchantStoreFilters } from './MerchantStoreFilters';
import { ProductApprovalDetail } from './ProductApprovalDetail';

type AdminProduct = Entity<'AdminProduct'>;

// The approval choice is the list's `approvalStatus` (the server compares it case-insensitively and counts
// the matching products over every page); waiting products by default, "All" clears it.
const APPROVAL_OPTIONS = [
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * The admin's product approvals (`/admin/approvals/products`, needs `update` on `products`): the products
 * waiting for approval, 12 a page, searched by name (and SKU or store name) on the server and narrowed to
 * one merchant or one store; one product's detail (`?product=<id>`); approve one product, or every selected
 * one at once with each result reported. Every approval is confirmed first.
 *
 * @example
 * { path: 'approvals/products', lazy: screen(admin, 'ProductApprovalsScreen') }
 */
export function ProductApprovalsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const openId = Number(params.get('product'));
  const table = useTable({
    operation: 'getAdminProducts',
    filters: { approvalStatus: 'pending' },
    state: useUrlTableState(),
  });
  const approval = table.filters.approvalStatus || 'all';
  const merchants = useGetAllMerchants({ query: { limit: 100 } });
  const canApprove = useAllowed('products', 'update');
  const confirm = useConfirm();
  const approve = useApproveProduct({ notify: false });
  const reject = useRejectProduct({ notify: false });
  // What the run does: approve, or reject with the one reason every merchant reads.
  const reason = useRef<string | undefined>(undefined);
  // One product at a time, each with its outcome: a failure stops nothing and can be tried again alone.
  const bulk = useBulkAction<AdminProduct>({
    keyOf: (p) => String(p.id),
    run: (p) => {
      // The call needs the owner: a product without one cannot be approved, and says so.
      if (p.merchantId === undefined) return Promise.reject(new Error('The product names no merchant.'));
      const query = { productId: p.id, merchantId: p.merchantId };
      return reason.current === undefined
        ? approve.trigger({ query, body: { approvalStatus: 'approved' } })
        : reject.trigger({ query, body: { reason: reason.current } });
    },
  });
  // The products a rejection takes, kept while its reason is written.
  const [toReject, setToReject] = useState<readonly AdminProduct[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const scope = useMatchingSelection(table);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  // The selection outlives the page (the table keeps it across pages): remember every product seen, so
  // products chosen on another page are approved too.
  const seen = useRef(new Map<string, AdminProduct>());
  for (const p of table.rows) seen.current.set(String(p.id), p);
  const merchantOptions = (merchants.data?.rows ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.firstName} ${m.lastName}`.trim() || m.email,
  }));
  const storeOptions = (merchants.data?.rows ?? []).flatMap((m) =>
    m.store ? [{ value: String(m.store.id), label: m.store.storeName }] : [],
  );

  const setParam = (name: string, value: string | undefined) => write({ [name]: value });
  const detailHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('product', String(id));
    return `?${next}`;
  };

  // The products a decision takes: those ticked, or every one matching (the list's message if that fails).
  async function chosenRows(): Promise<AdminProduct[] | undefined> {
    setProblem(undefined);
    try {
      return await scope.rows(() =>
        [...selected].map((id) => seen.current.get(id)).filter((p): p is AdminProduct => p !== undefined),
      );
    } catch (caught) {
      setProblem((caught as Error).message);
      return undefined;
    }
  }

  async function approveSelected() {
    const rows = await chosenRows();
    if (!rows) return;
    const chosen = rows.filter((p) => !isApproved(p));
    if (chosen.length === 0) {
      setProblem('Every product chosen is approved already.');
      return;
    }
    const names = chosen.slice(0, 5).map((p) => p.name);
    const more = chosen.length > names.length ? `, and ${chosen.length - names.length} more` : '';
    const ok = await confirm({
      title: `Approve ${chosen.length} ${chosen.length === 1 ? 'product' : 'products'}?`,
      message: `${names.join(', ')}${more} will be on sale in the storefront.`,
      confirmLabel: 'Approve',
    });
    if (!ok) return;
    reason.current = undefined;
    keepFailedSelected(await bulk.start(chosen));
  }

  // A product is rejected once, until its merchant mends it: those rejected already are left out.
  async function startRejection() {
    const rows = await chosenRows();
    if (!rows) return;
    const chosen = rows.filter((p) => p.rejectionReason === undefined || p.rejectionReason === null);
    if (chosen.length === 0) setProblem('Every product chosen is rejected already.');
    else setToReject(chosen);
  }

  async function rejectChosen(body: { reason: string }) {
    const products = toReject;
    setToReject([]);
    reason.current = body.reason;
    keepFailedSelected(await bulk.start(products));
  }

  // Approved rows leave the selection; those that failed stay selected, ready to try again.
  function keepFailedSelected(results: readonly { ok: boolean; key: string }[]) {
    scope.clear();
    setSelected(new Set(results.filter((r) => !r.ok).map((r) => r.key)));
  }

  const columns: Column<AdminProduct>[] = [
    {
      id: 'name',
      header: 'Product',
      cell: (p) => <Link to={detailHref(p.id)}>{p.name}</Link>,
      sortable: true,
    },
    { id: 'storeName', header: 'Store', cell: (p) => p.storeName ?? '—', sortable: true },
    {
      id: 'approvalStatus',
      header: 'Approval',
      cell: (p) => <StatusBadge kind="productApproval" status={p.approvalStatus} />,
    },
    {
      id: 'price',
      header: 'Selling price',
      cell: (p) => <Money amount={p.pricing?.[0]?.sellingPrice} />,
      align: 'end',
    },
  ];

  const filtered = table.search !== '' || Object.values(table.filters).some(Boolean);
  return (
    <div className="workspace-list">
      <FiltersBar onReset={() => table.reset()} active={filtered}>
        <TableSearch table={table} label="Search products" placeholder="Product name, SKU or store" />
        <TableFilter table={table} name="approvalStatus" label="Approval" options={APPROVAL_OPTIONS} />
        <MerchantStoreFilters table={table} merchantOptions={merchantOptions} storeOptions={storeOptions} />
      </FiltersBar>
      {merchants.status === 'failed' ? (
        <p role="alert">Merchants and stores to filter by: {merchants.error?.message}</p>
      ) : null}
      {toReject.length > 0 ? (
        <ReasonForm
          operation="rejectProduct"
          send={rejectChosen}
          title={`Reject ${toReject.length} ${toReject.length === 1 ? 'product' : 'products'}`}
          hint="Each merchant reads this beside the product; say what to change. Customers stop seeing them."
          submitLabel="Reject"
          busyLabel="Rejecting…"
          onClose={() => setToReject([])}
        />
      ) : null}
      <BulkResults
        label={reason.current === undefined ? 'Approval results' : 'Rejection results'}
        verb={reason.current === undefined ? 'approved' : 'rejected'}
        doing={reason.current === undefined ? 'Approving' : 'Rejecting'}
        nameOf={(p) => p.name}
        outcomes={bulk.outcomes}
        busy={bulk.busy}
        progress={bulk.progress}
        onRetry={() => void bulk.retryFailed().then(keepFailedSelected)}
        onDismiss={bulk.reset}
      />
      {problem ? <p role="alert">{problem}</p> : null}
      <DataTable<AdminProduct>
        caption={
          approval === 'all'
            ? 'Products'
            : approval === 'pending'
              ? 'Products waiting for approval'
              : approval === 'rejected'
                ? 'Rejected products'
                : 'Approved products'
        }
        columns={columns}
        rows={table.rows}
        getRowId={(p) => String(p.id)}
        {...tableBindings(table)}
        emptyTitle={approval === 'pending' ? 'Nothing waiting' : 'No products'}
        emptyMessage={
          approval === 'pending' && !table.search && !table.filters.merchantId && !table.filters.storeId
            ? 'No product waits for approval.'
            : 'No product matches these filters.'
        }
        selectable={canApprove && approval !== 'approved'}
        selected={selected}
        onSelectedChange={setSelected}
        matching={scope.matching}
        bulkActions={
          <>
            <button
              type="button"
              className="button"
              disabled={bulk.busy || scope.gathered !== undefined}
              onClick={() => void approveSelected()}
            >
              {scope.gathered !== undefined
                ? `Gathering ${scope.gathered} of ${table.count}…`
                : bulk.busy
                  ? `Approving ${bulk.progress.done} of ${bulk.progress.total}…`
                  : 'Approve selected'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={bulk.busy || scope.gathered !== undefined}
              onClick={() => void startRejection()}
            >
              Reject selected
            </button>
          </>
        }
      />
      {openId > 0 ? (
        <ProductApprovalDetail
          key={openId}
          id={openId}
          canApprove={canApprove}
          onClose={() => setParam('product', undefined)}
        />
      ) : null}
    </div>
  );
}
