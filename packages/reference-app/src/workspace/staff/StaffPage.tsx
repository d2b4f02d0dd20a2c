import { useAllowed, useGetStoreStaff } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParam } from '../../app/useSearchParam';
import type { Column } from '../../kit/Column';
import { DetailLoadState } from '../DetailLoadState';
import { FormPanel } from '../FormPanel';
import { StaffMemberForm, type StaffMemberFormProps } from './StaffMemberForm';
import { StaffTable } from './StaffTable';

type Staff = Entity<'Staff'>;

// Which form is open: `new`, or the id of the staff member edited (a link opens it too).
const FORM_PARAM = 'staff';

const fullName = (s: Staff) => `${s.firstName} ${s.lastName}`;

/** Props of {@link StaffPage}. */
export interface StaffPageProps {
  /** Whose staff and rights: the store's (merchant) or the platform's (super admin). */
  workspace: 'merchant' | 'admin';
  columns: Column<Staff>[];
  caption: string;
  /** What the empty list says to an account that may add staff, and to one that may not. */
  emptyMessage: { canCreate: string; cannot: string };
  /** Where a deleted member can no longer sign in ("your store", "the platform"). */
  signInTo: string;
  /** The workspace's classes: the page, the form panel and the actions cell. */
  classNames: { page: string; panel: string; actions: string };
  /** The staff form's words and layout. */
  form: Omit<StaffMemberFormProps, 'staff' | 'onDone'>;
}

/**
 * A workspace's staff page: who works there, their role and whether they may sign in; add one with a role
 * (`create`), edit one (`update`, loaded with `getStoreStaff`; `?staff=<id>`), delete one after a
 * confirmation (`delete`), each control shown only with its right. The store's staff and the platform's
 * are this with their own words.
 *
 * @example
 * <StaffPage workspace="merchant" columns={COLUMNS} caption="Your store's staff" signInTo="your store" ... />
 */
export function StaffPage({
  workspace,
  columns,
  caption,
  emptyMessage,
  signInTo,
  classNames,
  form,
}: StaffPageProps) {
  const canCreate = useAllowed('staff', 'create', workspace);
  const canUpdate = useAllowed('staff', 'update', workspace);
  const [open, setOpen] = useSearchParam(FORM_PARAM);
  const editing = open && open !== 'new' ? Number(open) : undefined;
  const close = () => setOpen('');
  return (
    <div className={classNames.page}>
      {canCreate && open !== 'new' ? (
        <p>
          <button type="button" className="button" onClick={() => setOpen('new')}>
            Add staff member
          </button>
        </p>
      ) : null}
      {open === 'new' && canCreate ? (
        <FormPanel title="New staff member" className={classNames.panel} onCancel={close}>
          <StaffMemberForm onDone={close} {...form} />
        </FormPanel>
      ) : null}
      {editing !== undefined && canUpdate ? (
        <EditStaff key={editing} id={editing} className={classNames.panel} form={form} onClose={close} />
      ) : null}
      <StaffTable
        workspace={workspace}
        columns={columns}
        caption={caption}
        emptyMessage={canCreate ? emptyMessage.canCreate : emptyMessage.cannot}
        signInTo={signInTo}
        actionsClassName={classNames.actions}
        editing={editing}
        onEdit={(id) => setOpen(id)}
        onCloseEdit={close}
      />
    </div>
  );
}

/** The edit form of one staff member, loaded fresh (`getStoreStaff`) so it starts from what is saved. */
function EditStaff({
  id,
  className,
  form,
  onClose,
}: {
  id: number;
  className: string;
  form: StaffPageProps['form'];
  onClose(): void;
}) {
  const member = useGetStoreStaff({ path: { id } });
  return (
    <FormPanel
      title={member.data ? `Edit ${fullName(member.data)}` : 'Edit staff member'}
      className={className}
      onCancel={onClose}
    >
      {member.data ? (
        <StaffMemberForm key={member.data.id} staff={member.data} onDone={onClose} {...form} />
      ) : (
        <DetailLoadState
          query={member}
          loadingLabel="Loading the staff member"
          fallbackMessage="Could not get the staff member."
          className={`${className}__state`}
        >
          {null}
        </DetailLoadState>
      )}
    </FormPanel>
  );
}
