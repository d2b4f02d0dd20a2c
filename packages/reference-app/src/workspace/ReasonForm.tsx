import type { MutationResult } from '@marketplace/react-hooks';
import type { CallInit } from '@marketplace/sdk';
import { useEffect, useId } from 'react';
import { ContractForm } from '../components/form/ContractForm';
import { FormErrorSummary } from '../components/form/FormErrorSummary';
import { FormField } from '../components/form/FormField';
import { SubmitButton } from '../components/form/SubmitButton';
import { useContractForm } from '../components/form/useContractForm';
import './workspace.css';

/** The operations that take a reason someone else will read: a suspension and every rejection. */
export type ReasonOperation =
  | 'suspendAccount'
  | 'rejectProduct'
  | 'rejectStore'
  | 'rejectHubApplication'
  | 'rejectPartnerOnboarding';

/** Props of {@link ReasonForm}. */
export interface ReasonFormProps<Id extends ReasonOperation> {
  /** The form's heading and accessible name: "Reject Adaeze Fabrics", "Suspend Kwik Dispatch". */
  title: string;
  /** Who reads the reason and what happens next, under the field. */
  hint: string;
  /** The submit button's words ("Reject store"), and while it sends ("Rejecting…"). */
  submitLabel: string;
  busyLabel: string;
  /** The operation whose request body is `{ reason }`: its schema checks the reason before it is sent. */
  operation: Id;
  /** Its generated mutation hook (`useRejectStore()`), with `init` (the path or query of the one record). */
  mutation?: MutationResult<Id>;
  init?: Omit<CallInit<Id>, 'body'>;
  /** Instead of a mutation: hands the checked reason over (a bulk rejection runs it on every row). */
  send?: (body: { reason: string }) => unknown;
  /** Closes the form: Cancel, and after a success. */
  onClose(): void;
  /** The heading's level: 2 on a list's page, 3 inside a detail (default 2). */
  level?: 2 | 3;
}

/**
 * The one form that asks why (a suspension, the rejection of a product, a store, a hub application or a
 * partner's onboarding): a reason the other person reads, checked against the operation's schema (blank
 * is refused beside the field), kept on a failure, then Cancel or the action. A fresh form per record: give
 * it a `key`.
 *
 * @example
 * <ReasonForm key={store.id} operation="rejectStore" mutation={useRejectStore()}
 *   init={{ path: { id: store.id } }} title={`Reject ${store.storeName}`} submitLabel="Reject store"
 *   busyLabel="Rejecting…" hint="The merchant reads this on their store." onClose={close} />
 */
export function ReasonForm<Id extends ReasonOperation>({
  title,
  hint,
  submitLabel,
  busyLabel,
  operation,
  mutation,
  init,
  send,
  onClose,
  level = 2,
}: ReasonFormProps<Id>) {
  const titleId = useId();
  const kit = useContractForm<Id, { reason: string }, { reason: string }>({
    operation,
    mutation,
    ...(send ? { send } : {}),
    defaultValues: { reason: '' },
    init,
    labels: { reason: 'Reason' },
    onSuccess: onClose,
  });
  // The form opens on a click elsewhere (a row's Reject): the field takes the focus, so typing goes there.
  const { setFocus } = kit.form;
  useEffect(() => setFocus('reason'), [setFocus]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="reason-form" aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <ContractForm form={kit} aria-label={title}>
        <FormErrorSummary />
        <FormField name="reason" label="Reason" hint={hint}>
          <textarea rows={3} />
        </FormField>
        <div className="reason-form__actions">
          <SubmitButton busyLabel={busyLabel}>{submitLabel}</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </ContractForm>
    </section>
  );
}
