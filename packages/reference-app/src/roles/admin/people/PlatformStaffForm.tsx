import { useCreateStoreStaff, useGetAllRoles, useUpdateStoreStaff } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ErrorState } from '../../../components/ErrorState';
import { FormErrorSummary } from '../../../kit/FormErrorSummary';
import { FormField } from '../../../kit/FormField';
import { KitForm } from '../../../kit/KitForm';
import { SubmitButton } from '../../../kit/SubmitButton';
import { useKitForm } from '../../../kit/useKitForm';

type Staff = Entity<'Staff'>;

/** Props of {@link PlatformStaffForm}. */
export interface PlatformStaffFormProps {
  /** The staff member to edit; without it the form adds one. */
  staff?: Staff;
  /** Called after the server accepted the form (the hook has toasted its message). */
  onDone(): void;
}

interface StaffValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** The role's id as the select holds it (text); the body takes a number. */
  roleId: string;
  isActive: boolean;
}

const BLANK: StaffValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  roleId: '',
  isActive: true,
};

/** The body: text trimmed and blank text left out, the role's id as a number (blank: left out, required). */
const toBody = (values: StaffValues) => {
  const text = (v: string) => v.trim() || undefined;
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    phoneNumber: text(values.phoneNumber),
    roleId: values.roleId ? Number(values.roleId) : undefined,
    isActive: values.isActive,
  } as Staff;
};

/**
 * Adds a member of the platform's staff with a role (`createStoreStaff` as the super admin: 'Store staff
 * successfully created') or edits one (`updateStoreStaff`): name, email, phone, role (`getAllRoles`, each
 * with what it is for; the server takes platform roles only and says so beside the field) and whether they
 * may sign in. What was typed stays on a failure.
 *
 * @example
 * <PlatformStaffForm onDone={close} />
 * <PlatformStaffForm staff={member} onDone={close} />
 */
export function PlatformStaffForm({ staff, onDone }: PlatformStaffFormProps) {
  return staff ? <EditForm staff={staff} onDone={onDone} /> : <CreateForm onDone={onDone} />;
}

function CreateForm({ onDone }: { onDone(): void }) {
  const kit = useKitForm({
    operation: 'createStoreStaff',
    mutation: useCreateStoreStaff(),
    defaultValues: BLANK,
    toBody,
    onSuccess: onDone,
  });
  return (
    <KitForm form={kit} aria-label="New platform staff member" className="people-form">
      <StaffFields />
      <SubmitButton busyLabel="Adding…">Add staff member</SubmitButton>
    </KitForm>
  );
}

function EditForm({ staff, onDone }: { staff: Staff; onDone(): void }) {
  const kit = useKitForm({
    operation: 'updateStoreStaff',
    mutation: useUpdateStoreStaff(),
    defaultValues: {
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email,
      phoneNumber: staff.phoneNumber ?? '',
      roleId: String(staff.roleId),
      isActive: staff.isActive ?? true,
    },
    toBody,
    init: { path: { id: staff.id } },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  return (
    <KitForm form={kit} aria-label={`Edit ${staff.firstName} ${staff.lastName}`} className="people-form">
      <StaffFields />
      <SubmitButton busyLabel="Saving…">Save staff member</SubmitButton>
    </KitForm>
  );
}

function StaffFields() {
  const roles = useGetAllRoles();
  return (
    <>
      <FormErrorSummary />
      <FormField name="firstName" label="First name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="lastName" label="Last name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="email" label="Email address" hint="They get an email to set their password">
        <input type="email" autoComplete="off" />
      </FormField>
      <FormField name="phoneNumber" label="Phone number">
        <input type="tel" autoComplete="off" inputMode="tel" />
      </FormField>
      <FormField
        name="roleId"
        label="Role"
        hint="A platform role: what they may do across the marketplace (store roles are for merchants' staff)"
      >
        <select>
          <option value="">{roles.status === 'loading' ? 'Loading roles…' : 'Choose a role'}</option>
          {(roles.data ?? []).map((role) => (
            <option key={role.id} value={String(role.id)}>
              {role.name}
              {role.description ? `: ${role.description}` : ''}
            </option>
          ))}
        </select>
      </FormField>
      {roles.status === 'failed' ? (
        <ErrorState
          message={roles.error?.message ?? 'Could not get the roles.'}
          onRetry={() => void roles.mutate()}
        />
      ) : null}
      <FormField name="isActive" label="May sign in" hint="Untick to suspend without deleting">
        <input type="checkbox" />
      </FormField>
    </>
  );
}
