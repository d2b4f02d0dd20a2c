import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { StaffPage } from '../../../workspace/staff/StaffPage';
import { staffAccessColumns, staffFullName } from '../../../workspace/staff/staffColumns';
import './people.css';

type Staff = Entity<'Staff'>;

const COLUMNS: Column<Staff>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (s) => (
      <>
        {staffFullName(s)}
        <span className="people-sub">{s.email}</span>
      </>
    ),
  },
  { id: 'phoneNumber', header: 'Phone', cell: (s) => s.phoneNumber || '—' },
  ...staffAccessColumns(),
];

/**
 * The platform's staff for the super admin (`/admin/people/staff`, needs `read` on `staff`): who works for
 * the marketplace, their role and whether they may sign in (`getAllStoreStaff` as the super admin); add one
 * with a platform staff role (`create`; they get an invitation to set a password), edit one (`update`, loaded with `getStoreStaff`), delete one after a
 * confirmation (`delete`), each control shown only with its right.
 *
 * @example
 * { path: 'people/staff', lazy: screen(admin, 'PlatformStaffScreen') }
 */
export function PlatformStaffScreen() {
  return (
    <StaffPage
      workspace="admin"
      columns={COLUMNS}
      caption="The platform's staff"
      emptyMessage={{
        canCreate: 'Add the people who help run the marketplace, each with a role.',
        cannot: 'No platform staff yet.',
      }}
      signInTo="the platform"
      classNames={{
        page: 'workspace-list people-page',
        panel: 'people-page__form',
        actions: 'people-actions',
      }}
      form={{
        newLabel: 'New platform staff member',
        roleHint:
          "A platform role: what they may do across the marketplace (store roles are for merchants' staff)",
        roleScope: 'platform',
        className: 'people-form',
      }}
    />
  );
}
