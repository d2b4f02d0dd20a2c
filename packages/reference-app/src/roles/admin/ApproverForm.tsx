import { useCreateApprover, useEditApprover } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ContractForm } from '../../components/form/ContractForm';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useContractForm } from '../../components/form/useContractForm';
import { PersonFields } from '../../workspace/PersonFields';

type Approver = Entity<'Approver'>;

/** Props of {@link ApproverForm}. */
export interface ApproverFormProps {
  /** The approver to edit; without it the form adds one. */
  approver?: Approver;
  /** Called after the server accepted the form (the hook has toasted its message). */
  onDone(): void;
}

const BLANK = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  approvalLevel: 'first' as Approver['approvalLevel'],
  isActive: true,
};

/**
 * Adds a store approver (`createApprover`: 'Successfully created approver.') or edits one (`editApprover`:
 * 'Successfully updated approver.'): name, email, phone, the approval level (first or second) and whether
 * the approver is active. The server's field errors show beside their fields; what was typed stays on a
 * failure.
 *
 * @example
 * <ApproverForm onDone={() => setAdding(false)} />
 * <ApproverForm approver={approver} onDone={() => setEditing(undefined)} />
 */
export function ApproverForm({ approver, onDone }: ApproverFormProps) {
  return approver ? (
    <EditApproverForm approver={approver} onDone={onDone} />
  ) : (
    <CreateApproverForm onDone={onDone} />
  );
}

function CreateApproverForm({ onDone }: { onDone(): void }) {
  const kit = useContractForm({
    operation: 'createApprover',
    mutation: useCreateApprover(),
    defaultValues: BLANK,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label="New approver" className="approval-form">
      <ApproverFields />
      <SubmitButton busyLabel="Adding…">Add approver</SubmitButton>
    </ContractForm>
  );
}

function EditApproverForm({ approver, onDone }: { approver: Approver; onDone(): void }) {
  const kit = useContractForm({
    operation: 'editApprover',
    mutation: useEditApprover(),
    defaultValues: {
      firstName: approver.firstName,
      lastName: approver.lastName,
      email: approver.email,
      phoneNumber: approver.phoneNumber ?? '',
      approvalLevel: approver.approvalLevel,
      isActive: approver.isActive ?? true,
    },
    init: { path: { id: approver.id } },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  return (
    <ContractForm
      form={kit}
      aria-label={`Edit ${approver.firstName} ${approver.lastName}`}
      className="approval-form"
    >
      <ApproverFields />
      <SubmitButton busyLabel="Saving…">Save approver</SubmitButton>
    </ContractForm>
  );
}

function ApproverFields() {
  return (
    <>
      <FormErrorSummary />
      <PersonFields />
      <FormField
        name="approvalLevel"
        label="Approval level"
        hint="A first-level approver gives a store its first approval; a second-level one completes it."
      >
        <select>
          <option value="first">First approval</option>
          <option value="second">Second approval</option>
        </select>
      </FormField>
      <FormField name="isActive" label="Active">
        <input type="checkbox" />
      </FormField>
    </>
  );
}
