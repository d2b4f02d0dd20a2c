import { useCan, useGetStoreStaff } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { StaffTable } from '../../../workspace/staff/StaffTable';
import { PlatformStaffForm } from './PlatformStaffForm';
import './people.css';

type Staff = Entity<'Staff'>;

// Which form is open: `new`, or the id of the staff member edited.
const FORM_PARAM = 'staff';

const fullName = (s: Staff) => `${s.firstName} ${s.lastName}`;

const COLUMNS: Column<Staff>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (s) => (
      <>
        {fullName(s)}
        <span className="people-sub">{s.email}</span>
      </>
    ),
  },
  { id: 'phoneNumber', header: 'Phone', cell: (s) => s.phoneNumber || '—' },
  { id: 'role', header: 'Role', cell: (s) => s.role ?? `Role ${s.roleId}` },
  { id: 'isActive', header: 'May sign in', cell: (s) => (s.isActive === false ? 'No, suspended' : 'Yes') },
];

/** The edit form of one staff member, loaded fresh (`getStoreStaff`) so it starts from what is saved. */
function EditStaff({ id, onClose }: { id: number; onClose(): void }) {
  const member = useGetStoreStaff({ path: { id } });
  return (
    <section className="people-page__form" aria-labelledby="platform-staff-edit">
      <h2 id="platform-staff-edit">{member.data ? `Edit ${fullName(member.data)}` : 'Edit staff member'}</h2>
      {member.data ? (
        <PlatformStaffForm key={member.data.id} staff={member.data} onDone={onClose} />
      ) : (
        <DetailLoadState
          query={member}
          loadingLabel="Loading the staff member"
          fallbackMessage="Could not get the staff member."
          className="people-form"
        >
          {null}
        </DetailLoadState>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        Cancel
      </button>
    </section>
  );
}

function StaffPage() {
  const canCreate = useCan('staff', 'create', 'admin').allowed === true;
  const canUpdate = useCan('staff', 'update', 'admin').allowed === true;
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
    <div className="workspace-list people-page">
      {canCreate && formParam !== 'new' ? (
        <div>
          <button type="button" className="button" onClick={() => setForm('new')}>
            Add staff member
          </button>
        </div>
      ) : null}
      {formParam === 'new' && canCreate ? (
        <section className="people-page__form" aria-labelledby="platform-staff-new">
          <h2 id="platform-staff-new">New staff member</h2>
          <PlatformStaffForm onDone={() => setForm('')} />
          <button type="button" className="button button--secondary" onClick={() => setForm('')}>
            Cancel
          </button>
        </section>
      ) : null}
      {formParam && formParam !== 'new' && canUpdate ? (
        <EditStaff id={Number(formParam)} onClose={() => setForm('')} />
      ) : null}
      <StaffTable
        workspace="admin"
        columns={COLUMNS}
        caption="The platform's staff"
        emptyMessage={
          canCreate
            ? 'Add the people who help run the marketplace, each with a role.'
            : 'No platform staff yet.'
        }
        signInTo="the platform"
        actionsClassName="people-actions"
        editing={formParam && formParam !== 'new' ? Number(formParam) : undefined}
        onEdit={(id) => setForm(String(id))}
        onCloseEdit={() => setForm('')}
      />
    </div>
  );
}

/**
 * The platform's staff for the super admin (`/admin/people/staff`, needs `read` on `staff`): who works for
 * the marketplace, their role and whether they may sign in (`getAllStoreStaff` as the super admin); add one
 * with a platform role (`create`), edit one (`update`, loaded with `getStoreStaff`), delete one after a
 * confirmation (`delete`), each control shown only with its right.
 *
 * @example
 * { path: 'people/staff', lazy: screen(admin, 'PlatformStaffScreen') }
 */
export function PlatformStaffScreen() {
  return (
    <ConfirmProvider>
      <StaffPage />
    </ConfirmProvider>
  );
}
