import { useAddMerchantPolicy, useUpdateMerchantPolicy } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';

type Policy = Entity<'Policy'>;

/** Props of {@link PolicyForm}. */
export interface PolicyFormProps {
  /** The policy to edit; without it the form adds one. */
  policy?: Policy;
  /** Called after the server accepted the form (the hook has toasted its message). */
  onDone(): void;
}

/** What policies usually cover (a saved type outside the list stays selectable). */
export const POLICY_TYPES = [
  'Return policy',
  'Refund policy',
  'Shipping policy',
  'Privacy policy',
  'Terms of sale',
  'Other',
];

const BLANK = { title: '', policyType: '', description: '' };

/**
 * Adds a store policy (`addMerchantPolicy`) or edits one (`updateMerchantPolicy`): its title, what it
 * covers and its text, which customers read on the store. What was typed stays on a failure ('Check
 * network connection' when the call is rejected).
 *
 * @example
 * <PolicyForm onDone={close} />
 * <PolicyForm policy={policy} onDone={close} />
 */
export function PolicyForm({ policy, onDone }: PolicyFormProps) {
  return policy ? <EditPolicyForm policy={policy} onDone={onDone} /> : <AddPolicyForm onDone={onDone} />;
}

function AddPolicyForm({ onDone }: { onDone(): void }) {
  const kit = useContractForm({
    operation: 'addMerchantPolicy',
    mutation: useAddMerchantPolicy(),
    defaultValues: BLANK,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label="New policy" className="store-list__form">
      <PolicyFields saved="" />
      <div className="store-list__wide">
        <SubmitButton busyLabel="Adding…">Add policy</SubmitButton>
      </div>
    </ContractForm>
  );
}

function EditPolicyForm({ policy, onDone }: { policy: Policy; onDone(): void }) {
  const kit = useContractForm({
    operation: 'updateMerchantPolicy',
    mutation: useUpdateMerchantPolicy(),
    defaultValues: {
      title: policy.title,
      policyType: policy.policyType ?? '',
      description: policy.description,
    },
    init: { path: { id: policy.id } },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label={`Edit ${policy.title}`} className="store-list__form">
      <PolicyFields saved={policy.policyType ?? ''} />
      <div className="store-list__wide">
        <SubmitButton busyLabel="Saving…">Save policy</SubmitButton>
      </div>
    </ContractForm>
  );
}

function PolicyFields({ saved }: { saved: string }) {
  const types = saved && !POLICY_TYPES.includes(saved) ? [...POLICY_TYPES, saved] : POLICY_TYPES;
  return (
    <>
      <FormErrorSummary />
      <FormField name="title" label="Title">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="policyType" label="What it covers">
        <select>
          <option value="">Choose a kind</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </FormField>
      <div className="store-list__wide">
        <FormField name="description" label="Policy text" hint="What customers read on your store">
          <textarea rows={8} />
        </FormField>
      </div>
    </>
  );
}
