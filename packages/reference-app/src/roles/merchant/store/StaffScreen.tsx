import { useCan, useDeleteStoreStaff, useGetAllStoreStaff, useGetStoreStaff } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { DataTable } from '../../../kit/DataTable';
import { useConfirm } from '../../../kit/useConfirm';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { StaffForm } from './StaffForm';
import './store.css';

type Staff = Entity<'Staff'>;

// Which form is open: `new`, or the id of the staff member edited (a link opens it too).
const FORM_PARAM = 'staff';

const fullName = (s: Staff) => `${s.firstName} ${s.lastName}`;

/**
 * The store's staff (`/merchant/store/staff`, needs `read` on `staff`): who works in the store, their
 * role and whether they may sign in; add one with a role (`create`), edit one (`update`, loaded with
 * `getStoreStaff`), delete one after a confirmation (`delete`), each control shown only with its right.
 *
 * @example
 * { path: 'store/staff', lazy: screen(merchant, 'StaffScreen') }
 */
export function StaffScreen() {
  return (
    <ConfirmProvider>
      <StaffPage />
    </ConfirmProvider>
  );
}

function StaffPage() {
  const staff = useGetAllStoreStaff();
  const canCreate = useCan('staff', 'create', 'merchant').allowed === true;
  const canUpdate = useCan('staff', 'update', 'merchant').allowed === true;
  const canDelete = useCan('staff', 'delete', 'merchant').allowed === true;
  const remove = useDeleteStoreStaff();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const formParam = params.get(FORM_PARAM) ?? '';
  const setForm = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(FORM_PARAM, value);
        else next.delete(FORM_PARAM);
        return next;
      },
      { replace: true },
    );

  async function onDelete(member: Staff) {
    const yes = await confirm({
      title: `Delete ${fullName(member)}?`,
      message: `${fullName(member)} can no longer sign in to your store. This cannot be undone.`,
      confirmLabel: 'Delete staff member',
      destructive: true,
    });
    if (!yes) return;
    // The hook toasts the outcome and refreshes the list; a failure leaves the member listed.
    await remove.trigger({ path: { id: member.id } }).catch(() => undefined);
    if (formParam === String(member.id)) setForm('');
  }

  const columns: Column<Staff>[] = [
    { id: 'name', header: 'Name', cell: fullName, sortable: true },
    {
      id: 'email',
      header: 'Contact',
      cell: (s) => (
        <>
          {s.email}
          {s.phoneNumber ? <span className="store-list__sub">{s.phoneNumber}</span> : null}
        </>
      ),
    },
    { id: 'role', header: 'Role', cell: (s) => s.role ?? `Role ${s.roleId}`, sortable: true },
    { id: 'isActive', header: 'May sign in', cell: (s) => (s.isActive === false ? 'No, suspended' : 'Yes') },
    {
      id: 'actions',
      header: 'Actions',
      cell: (s) =>
        canUpdate || canDelete ? (
          <span className="store-list__actions">
            {canUpdate ? (
              <button
                type="button"
                className="link-button"
                aria-label={`Edit ${fullName(s)}`}
                onClick={() => setForm(String(s.id))}
              >
                Edit
              </button>
            ) : null}
            {canDelete ? (
              <button
                type="button"
                className="link-button"
                aria-label={`Delete ${fullName(s)}`}
                disabled={remove.status === 'loading'}
                onClick={() => void onDelete(s)}
              >
                Delete
              </button>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="workspace-list">
      {canCreate && formParam !== 'new' ? (
        <p>
          <button type="button" className="button" onClick={() => setForm('new')}>
            Add staff member
          </button>
        </p>
      ) : null}
      {formParam === 'new' && canCreate ? (
        <section className="store-list__panel" aria-labelledby="staff-new-title">
          <header>
            <h2 id="staff-new-title">New staff member</h2>
            <button type="button" className="button button--secondary" onClick={() => setForm('')}>
              Cancel
            </button>
          </header>
          <StaffForm onDone={() => setForm('')} />
        </section>
      ) : null}
      {formParam && formParam !== 'new' && canUpdate ? (
        <EditStaff id={Number(formParam)} onClose={() => setForm('')} />
      ) : null}
      <DataTable<Staff>
        caption="Your store's staff"
        columns={columns}
        rows={staff.data ?? []}
        getRowId={(s) => String(s.id)}
        status={staff.status}
        error={staff.error}
        emptyTitle="No staff yet"
        emptyMessage={
          canCreate
            ? 'Add the people who help you run the store, each with a role.'
            : 'No one else works in this store yet.'
        }
        onRetry={() => void staff.mutate()}
      />
    </div>
  );
}

/** The edit form of one staff member, loaded fresh (`getStoreStaff`) so it starts from what is saved. */
function EditStaff({ id, onClose }: { id: number; onClose(): void }) {
  const member = useGetStoreStaff({ path: { id } });
  return (
    <section className="store-list__panel" aria-labelledby="staff-edit-title">
      <header>
        <h2 id="staff-edit-title">{member.data ? `Edit ${fullName(member.data)}` : 'Edit staff member'}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </header>
      {member.data ? (
        <StaffForm key={member.data.id} staff={member.data} onDone={onClose} />
      ) : (
        <DetailLoadState
          query={member}
          loadingLabel="Loading the staff member"
          fallbackMessage="Could not get the staff member."
          className="store-list__state"
        >
          {null}
        </DetailLoadState>
      )}
    </section>
  );
}
