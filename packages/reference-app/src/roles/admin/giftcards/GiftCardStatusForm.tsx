import { useUpdateGiftCardStatus } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { BaseSyntheticEvent } from 'react';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { GIFT_CARD_STATUSES } from '../../../kit/statusNames';
import { useConfirm } from '../../../kit/useConfirm';

type GiftCard = Entity<'GiftCard'>;
type Status = GiftCard['status'];

/**
 * The statuses an admin may set from `current`: a card never goes back to pending, and is redeemed only
 * by spending it, so those are not offered; the card's own status is not a change.
 */
export function settableStatuses(current: Status): Status[] {
  return (['active', 'disabled', 'expired'] as const).filter((status) => status !== current);
}

/** What the new status means for the card's holder, said in the confirmation. */
const CONSEQUENCES: Partial<Record<Status, string>> = {
  active: 'The card can be spent at checkout again.',
  disabled: 'The card can no longer be spent until an admin makes it active again.',
  expired: 'The card can no longer be spent, and an expired card cannot be made active again.',
};

/** Props of {@link GiftCardStatusForm}. */
export interface GiftCardStatusFormProps {
  card: GiftCard;
  /** After the server accepted the change (the hook has shown its message). */
  onDone?: () => void;
}

/**
 * Changes a gift card's status (`updateGiftCardStatus`) with an optional reason kept in the card's
 * history; asks first, naming the card and what the change means.
 *
 * @example
 * <GiftCardStatusForm card={card} onDone={close} />
 */
export function GiftCardStatusForm({ card, onDone }: GiftCardStatusFormProps) {
  const confirm = useConfirm();
  const options = settableStatuses(card.status);
  const kit = useContractForm({
    operation: 'updateGiftCardStatus',
    mutation: useUpdateGiftCardStatus(),
    defaultValues: { giftCardId: card.id, status: options[0] ?? card.status, reason: '' },
    onSuccess: () => onDone?.(),
  });
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const status = kit.form.getValues('status');
    const name = GIFT_CARD_STATUSES[status].name.toLowerCase();
    const yes = await confirm({
      title: `Make ${card.code} ${name}?`,
      message: CONSEQUENCES[status] ?? '',
      confirmLabel: `Make it ${name}`,
      destructive: status !== 'active',
    });
    if (yes) await kit.submit(event);
  };
  return (
    <ContractForm
      form={{ ...kit, submit }}
      aria-label={`Status of ${card.code}`}
      className="gift-card-status"
    >
      <FormErrorSummary title="The status was not changed" />
      <FormField name="status" label="New status">
        <select>
          {options.map((status) => (
            <option key={status} value={status}>
              {GIFT_CARD_STATUSES[status].name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField name="reason" label="Reason" hint="Optional; kept in the card's history">
        <textarea rows={2} />
      </FormField>
      <SubmitButton busyLabel="Saving…">Change status</SubmitButton>
    </ContractForm>
  );
}
