import type { Entity } from '@marketplace/sdk';
import { StaffMemberForm } from '../../../workspace/staff/StaffMemberForm';

/** Props of {@link PlatformStaffForm}. */
export interface PlatformStaffFormProps {
  /** The staff member to edit; without it the form adds one. */
  staff?: Entity<'Staff'>;
  /** Called after the server accepted the form (the hook has toasted its message). */
  onDone(): void;
}

/**
 * Adds a member of the platform's staff with a role (`createStoreStaff` as the super admin: 'Store staff
 * successfully created') or edits one (`updateStoreStaff`): the shared staff form, with the role's hint
 * saying the server takes platform roles only.
 *
 * @example
 * <PlatformStaffForm onDone={close} />
 * <PlatformStaffForm staff={member} onDone={close} />
 */
export function PlatformStaffForm({ staff, onDone }: PlatformStaffFormProps) {
  return (
    <StaffMemberForm
      staff={staff}
      onDone={onDone}
      newLabel="New platform staff member"
      roleHint="A platform role: what they may do across the marketplace (store roles are for merchants' staff)"
      className="people-form"
    />
  );
}
