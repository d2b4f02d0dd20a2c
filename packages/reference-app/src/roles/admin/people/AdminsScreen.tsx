import {
  useAllowed,
  useDeactivateAdmin,
  useDeleteAdmin,
  useGetAllAdmins,
  useSession,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FilterSelect } from '../../../kit/FilterSelect';
import { FiltersBar } from '../../../kit/FiltersBar';
import { useConfirm } from '../../../kit/useConfirm';
import { AdminAccountForm } from './AdminAccountForm';
import './people.css';
import { RowButton } from '../../../kit/RowButton';

type Admin = Entity<'AdminUser'>;

const TYPE_NAMES: Record<Admin['accountType'], string> = {
  admin: 'Admin',
  superadmin: 'Super admin',
  dispatcher: 'Dispatcher',
  scheduler: 'Scheduler',
};
const TYPE_OPTIONS = Object.entries(TYPE_NAMES).map(([value, label]) => ({ value, label }));

/** Deactivate and delete for one account, each confirmed; none for the signed-in account itself. */
function AccountActions({ admin, selfId }: { admin: Admin; selfId: number | undefined }) {
  const deactivate = useDeactivateAdmin();
  const remove = useDeleteAdmin();
  const confirm = useConfirm();
  const canUpdate = useAllowed('admins', 'update', 'admin');
  const canDelete = useAllowed('admins', 'delete', 'admin');
  const [busy, setBusy] = useState(false);
  const name = `${admin.firstName} ${admin.lastName}`;
  if (admin.id === selfId) return <span>You</span>;

  async function run(action: 'deactivate' | 'delete') {
    const ok = await confirm(
      action === 'deactivate'
        ? {
            title: `Deactivate ${name}?`,
            message: `${name} is signed out and can no longer sign in. The account and its history stay.`,
            confirmLabel: 'Deactivate',
            destructive: true,
          }
        : {
            title: `Delete ${name}?`,
            message: `${name}'s account is removed for good. This cannot be undone.`,
            confirmLabel: 'Delete account',
            destructive: true,
          },
    );
    if (!ok) return;
    setBusy(true);
    // The hooks toast the outcome (a dispatcher with orders in progress is refused) and refresh the list.
    const call = action === 'deactivate' ? deactivate : remove;
    await call.trigger({ body: { adminId: admin.id } }).catch(() => undefined);
    setBusy(false);
  }

  return (
    <span className="people-actions">
      {canUpdate && admin.isActive !== false ? (
        <RowButton action="Deactivate" row={name} disabled={busy} onClick={() => void run('deactivate')} />
      ) : null}
      {canDelete ? (
        <RowButton action="Delete" row={name} disabled={busy} onClick={() => void run('delete')} />
      ) : null}
    </span>
  );
}

/**
 * The accounts of the admin session for the super admin (`/admin/people/admins`, needs `read` on
 * `admins`): admins, super admins, dispatchers and schedulers (`getAllAdmins`) with their type, role, state
 * and last sign-in, filtered by type; creating an admin, dispatcher or scheduler (`create` on `admins`),
 * deactivating one (`update`) and deleting one (`delete`), each confirmed.
 *
 * @example
 * { path: 'people/admins', lazy: screen(admin, 'AdminsScreen') }
 */
export function AdminsScreen() {
  const admins = useGetAllAdmins();
  const { user } = useSession('admin');
  const canCreate = useAllowed('admins', 'create', 'admin');
  const [adding, setAdding] = useState(false);
  const [type, setType] = useState('');
  const selfId = user && 'id' in user ? user.id : undefined;
  const rows = (admins.data ?? []).filter((a) => !type || a.accountType === type);
  const columns: Column<Admin>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (a) => (
        <>
          {a.firstName} {a.lastName}
          <span className="people-sub">{a.email}</span>
        </>
      ),
    },
    { id: 'accountType', header: 'Type', cell: (a) => TYPE_NAMES[a.accountType] },
    { id: 'role', header: 'Role', cell: (a) => a.role ?? '—' },
    { id: 'isActive', header: 'State', cell: (a) => (a.isActive === false ? 'Deactivated' : 'Active') },
    {
      id: 'lastLogin',
      header: 'Last sign-in',
      cell: (a) => (a.lastLogin ? <DateText value={a.lastLogin} /> : 'Never'),
    },
    { id: 'actions', header: 'Actions', cell: (a) => <AccountActions admin={a} selfId={selfId} /> },
  ];
  return (
    <div className="workspace-list people-page">
      <div>
        {canCreate && !adding ? (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add an admin, dispatcher or scheduler
          </button>
        ) : null}
        {canCreate && adding ? (
          <div className="people-page__form">
            <AdminAccountForm onDone={() => setAdding(false)} />
            <button type="button" className="button button--secondary" onClick={() => setAdding(false)}>
              Cancel
            </button>
          </div>
        ) : null}
      </div>
      <div>
        <FiltersBar onReset={() => setType('')} active={type !== ''}>
          <FilterSelect label="Type" value={type} options={TYPE_OPTIONS} onChange={(v) => setType(v ?? '')} />
        </FiltersBar>
        <DataTable<Admin>
          caption="Admin accounts"
          columns={columns}
          rows={rows}
          getRowId={(a) => String(a.id)}
          status={admins.status}
          error={admins.error}
          onRetry={() => void admins.mutate()}
          emptyTitle="No accounts"
          emptyMessage={type ? 'No account of this type.' : 'No admin account yet.'}
        />
      </div>
    </div>
  );
}
