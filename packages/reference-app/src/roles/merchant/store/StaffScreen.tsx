import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { StaffPage } from '../../../workspace/staff/StaffPage';
import { staffAccessColumns, staffFullName } from '../../../workspace/staff/staffColumns';
import './store.css';

type Staff = Entity<'Staff'>;

const COLUMNS: Column<Staff>[] = [
  { id: 'name', header: 'Name', cell: staffFullName, sortable: true },
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
  ...staffAccessColumns({ sortable: true }),
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
    <StaffPage
      workspace="merchant"
      columns={COLUMNS}
      caption="Your store's staff"
      emptyMessage={{
        canCreate: 'Add the people who help you run the store, each with a role.',
        cannot: 'No one else works in this store yet.',
      }}
      signInTo="your store"
      classNames={{ page: 'workspace-list', panel: 'store-list__panel', actions: 'store-list__actions' }}
      form={{
        newLabel: 'New staff member',
        roleHint: 'What they may do in your store',
        roleScope: 'store',
        className: 'store-list__form',
        wideClassName: 'store-list__wide',
      }}
    />
  );
}
