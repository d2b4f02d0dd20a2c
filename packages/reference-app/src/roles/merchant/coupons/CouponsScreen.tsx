import { useAllowed, useDeleteCoupon, useGetOneCoupon, useTable } from '@marketplace/react-hooks';
import { dateRangeFor, type Entity, formatMoney } from '@marketplace/sdk';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { FilterSelect } from '../../../kit/FilterSelect';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { tableBindings } from '../../../kit/tableBindings';
import { useConfirm } from '../../../kit/useConfirm';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { CouponStatusBadge } from './CouponStatusBadge';
import { couponFormValues } from './couponFormValues';
import { COUPON_STATUSES, couponStatus } from './couponStatus';
import { LazyCouponForm as CouponForm } from './LazyCouponForm';
import './coupons.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';
import { RowButton } from '../../../kit/RowButton';
import { TableFilter } from '../../../workspace/TableFilter';
import { TableSearch } from '../../../workspace/TableSearch';

type Coupon = Entity<'Coupon'>;

const TYPE_OPTIONS = [
  { value: 'Percent', label: 'Percentage' },
  { value: 'Fixed', label: 'Fixed amount' },
  { value: 'BuyXGetY', label: 'Buy X, get Y' },
];
const STATUS_OPTIONS = COUPON_STATUSES.map((status) => ({ value: status, label: status }));
// The status is not a field of the coupon (it follows from its dates), so it has its own URL parameter.
const STATUS_PARAM = 'status';
// Which form is open: `new`, or the id of the coupon edited.
const FORM_PARAM = 'coupon';

function couponName(coupon: Coupon): string {
  return coupon.code || coupon.description || `Coupon ${coupon.id}`;
}

function discountOf(coupon: Coupon) {
  if (coupon.discountType === 'Percent') return `${coupon.discountValue}% off`;
  if (coupon.discountType === 'Fixed') return <Money amount={coupon.discountValue} />;
  return `Spend ${formatMoney(coupon.customerReward ?? 0)}, get ${coupon.rewardValue ?? 0}% off`;
}

/** Uses left before the limit, or "No limit" (`usesLeft` null). */
function usesLeftOf(coupon: Coupon): string {
  return coupon.usesLeft === null || coupon.usesLeft === undefined ? 'No limit' : String(coupon.usesLeft);
}

/**
 * The merchant's coupons (`/merchant/coupons`, needs `read` on `coupons`); deleting asks
 * first.
 *
 * @example
 * { path: 'coupons', lazy: screen(merchant, 'CouponsScreen') }
 */
/**
 * The list (search, type and status filters, in the URL), the create form and the edit form (`?coupon=new`
 * or `?coupon=<id>`), and delete, each control shown only with its right (`useCan`).
 */
export function CouponsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const today = dateRangeFor('today').startDate;
  const canCreate = useAllowed('coupons', 'create', 'merchant');
  const canUpdate = useAllowed('coupons', 'update', 'merchant');
  const canDelete = useAllowed('coupons', 'delete', 'merchant');
  const confirm = useConfirm();
  const remove = useDeleteCoupon();
  const table = useTable({
    operation: 'getAllCoupons',
    state: useUrlTableState(),
    filters: { discountType: '' },
    sortValue: (row, column) =>
      column === 'status' ? couponStatus(row, today) : row[column as keyof Coupon],
  });
  const status = params.get(STATUS_PARAM) ?? '';
  const rows = useMemo(
    () => (status ? table.rows.filter((c) => couponStatus(c, today) === status) : table.rows),
    [table.rows, status, today],
  );
  const formParam = params.get(FORM_PARAM);

  const setParam = (name: string, value: string | undefined) => write({ [name]: value });

  async function onDelete(coupon: Coupon) {
    const yes = await confirm({
      title: `Delete ${couponName(coupon)}?`,
      message: 'Customers can no longer use this coupon. This cannot be undone.',
      confirmLabel: 'Delete coupon',
      destructive: true,
    });
    if (!yes) return;
    // The hook toasts the outcome and refreshes the list; a failure leaves the coupon listed.
    await remove.trigger({ path: { id: coupon.id } }).catch(() => undefined);
    if (formParam === String(coupon.id)) setParam(FORM_PARAM, '');
  }

  const columns: Column<Coupon>[] = [
    {
      id: 'code',
      header: 'Coupon',
      cell: (c) => <span className="coupons__name">{couponName(c)}</span>,
      sortable: true,
      csv: couponName,
    },
    {
      id: 'discountType',
      header: 'Type',
      cell: (c) => TYPE_OPTIONS.find((t) => t.value === c.discountType)?.label ?? c.discountType,
      sortable: true,
    },
    { id: 'discountValue', header: 'Discount', cell: discountOf },
    {
      id: 'startDate',
      header: 'Active dates',
      cell: (c) => <span className="coupons__dates">{`${c.startDate} to ${c.endDate}`}</span>,
      sortable: true,
      csv: (c) => `${c.startDate} to ${c.endDate}`,
    },
    {
      id: 'timesUsed',
      header: 'Used',
      cell: (c) => c.timesUsed ?? 0,
      csv: (c) => String(c.timesUsed ?? 0),
    },
    {
      id: 'usesLeft',
      header: 'Uses left',
      cell: usesLeftOf,
      csv: usesLeftOf,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => <CouponStatusBadge status={couponStatus(c, today)} />,
      sortable: true,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <span className="coupon-actions">
          {canUpdate ? (
            <RowButton action="Edit" row={couponName(c)} onClick={() => setParam(FORM_PARAM, String(c.id))} />
          ) : null}
          {canDelete ? (
            <RowButton
              action="Delete"
              row={couponName(c)}
              className="link-button coupon-actions__delete"
              onClick={() => void onDelete(c)}
            />
          ) : null}
        </span>
      ),
    },
  ];
  const filtered = Boolean(table.search || table.filters.discountType || status);

  return (
    <div className="workspace-list coupons">
      {canCreate && formParam !== 'new' ? (
        <p>
          <button type="button" className="button" onClick={() => setParam(FORM_PARAM, 'new')}>
            New coupon
          </button>
        </p>
      ) : null}
      {formParam === 'new' && canCreate ? (
        <section className="coupons__panel" aria-labelledby="coupon-new-title">
          <h2 id="coupon-new-title">New coupon</h2>
          <CouponForm onCancel={() => setParam(FORM_PARAM, '')} />
        </section>
      ) : null}
      {formParam && formParam !== 'new' && canUpdate ? (
        <EditCoupon id={Number(formParam)} onClose={() => setParam(FORM_PARAM, '')} />
      ) : null}
      <FiltersBar
        onReset={() => {
          table.reset();
          setParam(STATUS_PARAM, '');
        }}
        active={filtered}
      >
        <TableSearch table={table} label="Search coupons" placeholder="Code or description" />
        <TableFilter table={table} name="discountType" label="Type" options={TYPE_OPTIONS} />
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam(STATUS_PARAM, value ?? '')}
        />
      </FiltersBar>
      <DataTable<Coupon>
        caption="Your store's coupons"
        columns={columns}
        rows={rows}
        getRowId={(c) => String(c.id)}
        {...tableBindings(table)}
        emptyTitle="No coupons"
        emptyMessage={
          filtered ? 'No coupon matches these filters.' : 'Create a coupon to give customers a discount.'
        }
      />
    </div>
  );
}

interface EditCouponProps {
  id: number;
  onClose(): void;
}

/** Loads one coupon (getonecoupon) and opens the form on its values. */
function EditCoupon({ id, onClose }: EditCouponProps) {
  const coupon = useGetOneCoupon(Number.isInteger(id) && id > 0 ? { path: { id } } : null);
  return (
    <section
      className="coupons__panel"
      aria-labelledby="coupon-edit-title"
      aria-busy={coupon.status === 'loading'}
    >
      <h2 id="coupon-edit-title">{coupon.data ? `Edit ${couponName(coupon.data)}` : 'Edit coupon'}</h2>
      {coupon.status === 'loading' ? <p aria-live="polite">Loading the coupon…</p> : null}
      {coupon.status === 'failed' || coupon.status === 'idle' ? (
        <div role="alert">
          <p>{coupon.error?.message ?? 'This coupon does not exist.'}</p>
          <button type="button" className="button button--secondary" onClick={() => void coupon.mutate()}>
            Try again
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : null}
      {coupon.data ? (
        <CouponForm
          key={coupon.data.id}
          couponId={coupon.data.id}
          initial={couponFormValues(coupon.data)}
          onSaved={onClose}
          onCancel={onClose}
        />
      ) : null}
    </section>
  );
}
