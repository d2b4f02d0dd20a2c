import { useAllowed, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { DateText } from '../../kit/DateText';
import { FilterSelect } from '../../kit/FilterSelect';
import { FiltersBar } from '../../kit/FiltersBar';
import { StatusBadge } from '../../kit/StatusBadge';
import { storeApprovalStatus } from '../../kit/storeApprovalStatus';
import { tableBindings } from '../../kit/tableBindings';
import { useUrlTableState } from '../../workspace/useUrlTableState';
import { StoreApprovalDetail } from './StoreApprovalDetail';
import './approvals.css';
import { useSearchParamsWriter } from '../../app/useSearchParam';
import { TableSearch } from '../../workspace/TableSearch';

type Store = Entity<'Store'>;

// "All" of the select is the waiting list: the screen's first purpose.
const LISTS = [{ value: 'approved', label: 'Approved' }];

/**
 * The admin's store approvals (`/admin/approvals/stores`, needs `update` on `stores`): the stores waiting
 * for their first or second approval, or the approved stores (`?list=approved`), searched by store name
 * and paged on the server; one store's detail (`?store=<id>`) with its merchant, documents and locations,
 * the two approval steps, approval (confirmed first) and the merchant's payment category.
 *
 * @example
 * { path: 'approvals/stores', lazy: screen(admin, 'StoreApprovalsScreen') }
 */
export function StoreApprovalsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const list = params.get('list') === 'approved' ? 'approved' : 'waiting';
  const openId = Number(params.get('store'));
  const canUpdate = useAllowed('stores', 'update');
  // Another list starts from its first page.
  const setParam = (name: string, value: string | undefined) =>
    write({ [name]: value, ...(name === 'list' ? { page: undefined } : {}) });
  const detailHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('store', String(id));
    return `?${next}`;
  };
  const columns: Column<Store>[] = [
    {
      id: 'storeName',
      header: 'Store',
      cell: (s) => <Link to={detailHref(s.id)}>{s.storeName}</Link>,
      sortable: true,
    },
    {
      id: 'location',
      header: 'Location',
      cell: (s) => [s.shippingLocation?.city, s.shippingLocation?.state].filter(Boolean).join(', ') || '—',
    },
    {
      id: 'approval',
      header: 'Approval',
      cell: (s) => <StatusBadge kind="storeApproval" status={storeApprovalStatus(s)} />,
    },
    { id: 'createdAt', header: 'Opened', cell: (s) => <DateText value={s.createdAt} />, sortable: true },
  ];

  return (
    <div className="workspace-list">
      {list === 'approved' ? (
        <StoreList operation="getApprovedStores" columns={columns} onList={setParam} list={list} />
      ) : (
        <StoreList operation="getStoresForApproval" columns={columns} onList={setParam} list={list} />
      )}
      {openId > 0 ? (
        <StoreApprovalDetail
          key={openId}
          id={openId}
          canUpdate={canUpdate}
          onClose={() => setParam('store', undefined)}
        />
      ) : null}
    </div>
  );
}

interface StoreListProps {
  operation: 'getStoresForApproval' | 'getApprovedStores';
  columns: Column<Store>[];
  list: string;
  onList(name: string, value: string | undefined): void;
}

function StoreList({ operation, columns, list, onList }: StoreListProps) {
  const table = useTable({ operation, state: useUrlTableState() });
  const waiting = operation === 'getStoresForApproval';
  return (
    <>
      <FiltersBar onReset={table.reset} active={table.search !== ''}>
        <FilterSelect
          label="Stores"
          allLabel="Waiting for approval"
          value={list === 'approved' ? 'approved' : ''}
          options={LISTS}
          onChange={(v) => onList('list', v)}
        />
        <TableSearch table={table} label="Search stores" placeholder="Store name" />
      </FiltersBar>
      <DataTable<Store>
        caption={waiting ? 'Stores waiting for approval, newest first' : 'Approved stores, newest first'}
        columns={columns}
        rows={table.rows}
        getRowId={(s) => String(s.id)}
        {...tableBindings(table)}
        emptyTitle={waiting ? 'Nothing waiting' : 'No approved stores'}
        emptyMessage={
          table.search
            ? 'No store matches this search.'
            : waiting
              ? 'Every store has both approvals.'
              : 'No store has been approved yet.'
        }
      />
    </>
  );
}
