import { useCan, useGetStoreStaff } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { StaffTable } from '../../../workspace/staff/StaffTable';
import { StaffForm } from './StaffForm';
import './store.css';

type Staff = Entity<'Staff'>;

// Which form is open: `new`, or the id of the staff member edited (a link opens it too).
const FORM_PARAM = 'staff';

const fullName = (s: Staff) => `${s.firstName} ${s.lastName}`;

const COLUMNS: Column<Staff>[] = [
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
];

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
  const canCreate = useCan('staff', 'create', 'merchant').allowed === true;
  const canUpdate = useCan('staff', 'update', 'merchant').allowed === true;
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
      <StaffTable
        workspace="merchant"
        columns={COLUMNS}
        caption="Your store's staff"
        emptyMessage={
          canCreate
            ? 'Add the people who help you run the store, each with a role.'
            : 'No one else works in this store yet.'
        }
        signInTo="your store"
        actionsClassName="store-list__actions"
        editing={formParam && formParam !== 'new' ? Number(formParam) : undefined}
        onEdit={(id) => setForm(String(id))}
        onCloseEdit={() => setForm('')}
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
