import { useAllowed, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { DataTable } from '../../../kit/DataTable';
import { FiltersBar } from '../../../kit/FiltersBar';
import { tableBindings } from '../../../kit/tableBindings';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import {
  AccountStatusText,
  SuspendAccountForm,
  type SuspendTarget,
  withStatusActions,
} from './AccountSuspension';
import { MerchantStoreDetail } from './MerchantStoreDetail';
import '../../../workspace/orders/orders.css';
import './people.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';
import { TableSearch } from '../../../workspace/TableSearch';

type Merchant = Entity<'MerchantDetail'>;

/** The URL parameter of the open merchant: their store data shows under the list. */
const MERCHANT_PARAM = 'merchant';

/** The merchant's name as a link opening their store data, keeping the list's parameters. */
function MerchantLink({ merchant }: { merchant: Merchant }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(MERCHANT_PARAM, String(merchant.id));
  return (
    <Link
      className="people-wrap"
      to={{ search: `?${next}` }}
      aria-current={params.get(MERCHANT_PARAM) === String(merchant.id) ? 'true' : undefined}
    >
      {merchant.firstName} {merchant.lastName}
    </Link>
  );
}

const COLUMNS: Column<Merchant>[] = [
  { id: 'name', header: 'Merchant', cell: (m) => <MerchantLink merchant={m} />, sortable: true },
  {
    id: 'store',
    header: 'Store',
    cell: (m) => <span className="people-wrap">{m.store?.storeName ?? 'No store yet'}</span>,
    sortable: true,
  },
  { id: 'email', header: 'Email', cell: (m) => m.email, sortable: true },
  { id: 'isVerified', header: 'Verified', cell: (m) => (m.isVerified ? 'Yes' : 'Not yet') },
  {
    id: 'products',
    header: 'Products',
    cell: (m) => m.store?.products?.length ?? 0,
    sortable: true,
    align: 'end',
  },
  { id: 'isActive', header: 'Status', cell: (m) => <AccountStatusText status={m} /> },
];

const nameOf = (m: Merchant) => `${m.firstName} ${m.lastName}`;

/**
 * The marketplace's merchants (`/admin/people/merchants`, needs `read` on `merchants`): `getAllMerchants`,
 * searched on the server by name, email or store, paged, with the table's state in the URL;
 * `?merchant=<id>` opens one merchant's store data (`getMerchantStoreData`) under the list. Each row says
 * whether the merchant may log in; with `update` on `merchants`, Suspend asks for the reason they will read
 * (`suspendAccount`) and Reactivate confirms first (`reactivateAccount`).
 *
 * @example
 * { path: 'people/merchants', lazy: screen(admin, 'MerchantsScreen') }
 */
export function MerchantsScreen() {
  return (
    <ConfirmProvider>
      <MerchantsPage />
    </ConfirmProvider>
  );
}

function MerchantsPage() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const canSuspend = useAllowed('merchants', 'update', 'admin');
  const [suspending, setSuspending] = useState<SuspendTarget>();
  const columns = withStatusActions(
    COLUMNS,
    canSuspend,
    (m) => ({ id: m.id, name: nameOf(m) }),
    setSuspending,
  );
  const table = useTable({
    operation: 'getAllMerchants',
    state: useUrlTableState(),
    sortValue: (m, column) =>
      column === 'name'
        ? `${m.firstName} ${m.lastName}`
        : column === 'store'
          ? (m.store?.storeName ?? '')
          : column === 'products'
            ? (m.store?.products?.length ?? 0)
            : m[column as keyof Merchant],
  });
  const openId = Number(params.get(MERCHANT_PARAM));
  return (
    <div className="workspace-list">
      <FiltersBar onReset={table.reset} active={table.search !== ''}>
        <TableSearch table={table} label="Search merchants" placeholder="Name, email or store" />
      </FiltersBar>
      <SuspendAccountForm target={suspending} onClose={() => setSuspending(undefined)} />
      <DataTable<Merchant>
        caption="Merchants, newest first"
        columns={columns}
        rows={table.rows}
        getRowId={(m) => String(m.id)}
        {...tableBindings(table)}
        emptyTitle="No merchants"
        emptyMessage={table.search ? 'No merchant matches this search.' : 'No merchant has signed up yet.'}
      />
      {Number.isInteger(openId) && openId > 0 ? (
        <MerchantStoreDetail
          key={openId}
          merchantId={openId}
          onClose={() => write({ [MERCHANT_PARAM]: undefined })}
        />
      ) : null}
    </div>
  );
}
