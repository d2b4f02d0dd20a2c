import { useCreateStoreStaff, useGetAllRoles, useUpdateStoreStaff } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { ContractForm } from '../../components/form/ContractForm';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useContractForm } from '../../components/form/useContractForm';
import './staffMemberForm.css';
import { PersonFields } from '../PersonFields';

type Staff = Entity<'Staff'>;

/** Props of {@link StaffMemberForm}. */
export interface StaffMemberFormProps {
  /** The staff member to edit; without it the form adds one. */
  staff?: Staff;
  /** Called after the server accepted the form (the hook has toasted its message). */
  onDone(): void;
  /** The accessible name of the form adding a member ("New staff member"). */
  newLabel: string;
  /** What the role field's hint says the roles are for (the store's roles, or the platform's). */
  roleHint: string;
  /** The form's class (each workspace lays its forms out its own way). */
  className: string;
  /** A class for the blocks spanning the whole form (the button, the roles' error), when the layout has columns. */
  wideClassName?: string;
  /**
   * Whose roles the role list offers: `platform` (the super admin's staff: the platform's staff roles, never
   * Super Admin or an account type's own) or `store` (a merchant's staff; the server gives merchants no other).
   */
  roleScope: 'platform' | 'store';
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

/** A block spanning the whole form when the layout has columns; as is otherwise. */
function Wide({ className, children }: { className?: string; children: ReactNode }) {
  return className ? <div className={className}>{children}</div> : children;
}

/**
 * Adds a member of staff with a role (`createStoreStaff`, toasting the server's message: whose staff, and that
 * an invitation to set a password went to their email; on a 422 the
 * first validation message, beside its field) or edits one (`updateStoreStaff`): name, email, phone, role
 * (`getAllRoles`, each with what it is for) and whether they may sign in. What was typed stays on a failure.
 * The merchant's store staff and the super admin's platform staff use it with their own words and layout.
 *
 * @example
 * <StaffMemberForm newLabel="New staff member" roleHint="What they may do in your store" roleScope="store" className="store-list__form" onDone={close} />
 * <StaffMemberForm staff={member} newLabel="New staff member" roleHint="What they may do in your store" roleScope="store" className="store-list__form" onDone={close} />
 */
export function StaffMemberForm({ staff, onDone, ...look }: StaffMemberFormProps) {
  return staff ? (
    <EditStaffForm staff={staff} onDone={onDone} look={look} />
  ) : (
    <CreateStaffForm onDone={onDone} look={look} />
  );
}

type Look = Omit<StaffMemberFormProps, 'staff' | 'onDone'>;

function CreateStaffForm({ onDone, look }: { onDone(): void; look: Look }) {
  const kit = useContractForm({
    operation: 'createStoreStaff',
    // The server's words: they say whose staff it is and where the invitation went (the spec's toast says
    // "Store staff" for the platform's too).
    mutation: useCreateStoreStaff({ successMessage: (result) => result.serverMessage }),
    defaultValues: BLANK,
    toBody,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label={look.newLabel} className={`staff-form ${look.className}`}>
      <StaffFields look={look} />
      <Wide className={look.wideClassName}>
        <SubmitButton busyLabel="Adding…">Add staff member</SubmitButton>
      </Wide>
    </ContractForm>
  );
}

function EditStaffForm({ staff, onDone, look }: { staff: Staff; onDone(): void; look: Look }) {
  const kit = useContractForm({
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
    <ContractForm
      form={kit}
      aria-label={`Edit ${staff.firstName} ${staff.lastName}`}
      className={`staff-form ${look.className}`}
    >
      <StaffFields look={look} />
      <Wide className={look.wideClassName}>
        <SubmitButton busyLabel="Saving…">Save staff member</SubmitButton>
      </Wide>
    </ContractForm>
  );
}

function StaffFields({ look }: { look: Look }) {
  const roles = useGetAllRoles({ query: { scope: look.roleScope } });
  return (
    <>
      <FormErrorSummary />
      <PersonFields emailHint="We email them an invitation to set their password and sign in" />
      <FormField name="roleId" label="Role" hint={look.roleHint}>
        {/* Mounted again once the roles arrive, so the form selects the member's role among them (a select
            registered before its options exist shows the first one). */}
        <select key={roles.data ? 'roles' : 'loading'}>
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
        <Wide className={look.wideClassName}>
          <ErrorState
            message={roles.error?.message ?? 'Could not get the roles.'}
            onRetry={() => void roles.mutate()}
          />
        </Wide>
      ) : null}
      <FormField name="isActive" label="May sign in" hint="Untick to suspend without deleting">
        <input type="checkbox" />
      </FormField>
    </>
  );
}
