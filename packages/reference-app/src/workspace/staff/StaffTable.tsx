import { useAllowed, useDeleteStoreStaff, useGetAllStoreStaff } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { queryBindings } from '../../kit/queryBindings';
import { RowButton } from '../../kit/RowButton';
import { useConfirm } from '../../kit/useConfirm';

type Staff = Entity<'Staff'>;

/** Props of {@link StaffTable}. */
export interface StaffTableProps {
  /** Whose rights decide the Edit and Delete buttons (`update` and `delete` on `staff`). */
  workspace: 'merchant' | 'admin';
  /** The columns describing each member (the Actions column is added after them). */
  columns: Column<Staff>[];
  caption: string;
  emptyMessage: string;
  /** Where a deleted member can no longer sign in, for the confirmation ("your store", "the platform"). */
  signInTo: string;
  /** The class of the cell holding the Edit and Delete buttons. */
  actionsClassName: string;
  /** The id of the member whose edit form is open, if any. */
  editing?: number;
  /** Opens the edit form of a member. */
  onEdit(id: number): void;
  /** Closes the edit form (its member has been deleted). */
  onCloseEdit(): void;
}

const fullName = (s: Staff) => `${s.firstName} ${s.lastName}`;

/**
 * The staff list (`getAllStoreStaff`: the store's for a merchant, the platform's for the super admin), with
 * Edit and Delete on each member as the account's rights allow; deleting asks first (destructive) and the
 * hook toasts the outcome. Loading, empty and error (with a retry) are the kit table's. Needs a
 * `ConfirmProvider` above it.
 *
 * @example
 * <StaffTable workspace="merchant" columns={COLUMNS} caption="Your store's staff" emptyMessage="No one else works in this store yet." signInTo="your store" actionsClassName="store-list__actions" editing={openId} onEdit={open} onCloseEdit={close} />
 */
export function StaffTable({
  workspace,
  columns,
  caption,
  emptyMessage,
  signInTo,
  actionsClassName,
  editing,
  onEdit,
  onCloseEdit,
}: StaffTableProps) {
  const staff = useGetAllStoreStaff();
  const canUpdate = useAllowed('staff', 'update', workspace);
  const canDelete = useAllowed('staff', 'delete', workspace);
  const remove = useDeleteStoreStaff();
  const confirm = useConfirm();

  async function onDelete(member: Staff) {
    const yes = await confirm({
      title: `Delete ${fullName(member)}?`,
      message: `${fullName(member)} can no longer sign in to ${signInTo}. This cannot be undone.`,
      confirmLabel: 'Delete staff member',
      destructive: true,
    });
    if (!yes) return;
    // The hook toasts the outcome and refreshes the list; a failure leaves the member listed.
    await remove.trigger({ path: { id: member.id } }).catch(() => undefined);
    if (editing === member.id) onCloseEdit();
  }

  const actions: Column<Staff> = {
    id: 'actions',
    header: 'Actions',
    cell: (s) =>
      canUpdate || canDelete ? (
        <span className={actionsClassName}>
          {canUpdate ? <RowButton action="Edit" row={fullName(s)} onClick={() => onEdit(s.id)} /> : null}
          {canDelete ? (
            <RowButton
              action="Delete"
              row={fullName(s)}
              disabled={remove.status === 'loading'}
              onClick={() => void onDelete(s)}
            />
          ) : null}
        </span>
      ) : (
        '—'
      ),
  };

  return (
    <DataTable<Staff>
      caption={caption}
      columns={[...columns, actions]}
      {...queryBindings(staff)}
      getRowId={(s) => String(s.id)}
      emptyTitle="No staff yet"
      emptyMessage={emptyMessage}
    />
  );
}
