import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../kit/Column';

type Staff = Entity<'Staff'>;

/** A staff member's first and last name. */
export const staffFullName = (s: Staff) => `${s.firstName} ${s.lastName}`;

/**
 * The columns every staff list ends with: the member's role (its number when the list gives no name) and
 * whether they may sign in.
 *
 * @example
 * const COLUMNS: Column<Staff>[] = [{ id: 'name', header: 'Name', cell: staffFullName }, ...staffAccessColumns()];
 */
export function staffAccessColumns({ sortable = false } = {}): Column<Staff>[] {
  return [
    {
      id: 'role',
      header: 'Role',
      cell: (s) => s.role ?? `Role ${s.roleId}`,
      ...(sortable ? { sortable } : {}),
    },
    { id: 'isActive', header: 'May sign in', cell: (s) => (s.isActive === false ? 'No, suspended' : 'Yes') },
  ];
}
