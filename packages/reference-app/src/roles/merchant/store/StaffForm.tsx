import type { Entity } from '@marketplace/sdk';
import { StaffMemberForm } from '../../../workspace/staff/StaffMemberForm';

/** Props of {@link StaffForm}. */
export interface StaffFormProps {
  /** The staff member to edit; without it the form adds one. */
  staff?: Entity<'Staff'>;
  /** Called after the server accepted the form (the hook has toasted its message). */
  onDone(): void;
}

/**
 * Adds a member of the store's staff with a role (`createStoreStaff`: 'Store staff successfully created')
 * or edits one (`updateStoreStaff`): the shared staff form, in the store pages' two-column layout.
 *
 * @example
 * <StaffForm onDone={() => setEditing(undefined)} />
 * <StaffForm staff={member} onDone={() => setEditing(undefined)} />
 */
export function StaffForm({ staff, onDone }: StaffFormProps) {
  return (
    <StaffMemberForm
      staff={staff}
      onDone={onDone}
      newLabel="New staff member"
      roleHint="What they may do in your store"
      className="store-list__form"
      wideClassName="store-list__wide"
    />
  );
}
