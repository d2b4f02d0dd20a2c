import { useReplyToProductReview } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';

/** Props of {@link ReviewReplyForm}. */
export interface ReviewReplyFormProps {
  /** The review answered (its reply, if any, is where the form starts). */
  review: Entity<'Review'>;
  /** Called after the reply was saved (the hook has toasted 'Reply saved'). */
  onDone(): void;
}

/**
 * The merchant's reply to a review of one of their products (`replyToProductReview`): shown under the
 * review on the product page; sending again replaces it. What was typed stays on a failure ('Check
 * network connection' when the call is rejected).
 *
 * @example
 * <ReviewReplyForm review={review} onDone={() => setReplying(undefined)} />
 */
export function ReviewReplyForm({ review, onDone }: ReviewReplyFormProps) {
  const kit = useContractForm({
    operation: 'replyToProductReview',
    mutation: useReplyToProductReview(),
    defaultValues: { reply: review.reply ?? '' },
    init: { path: { id: review.id } },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  const who = review.customerName ?? 'the customer';
  return (
    <ContractForm form={kit} aria-label={`Reply to ${who}`} className="review-reply">
      <FormErrorSummary />
      <FormField name="reply" label={`Your reply to ${who}`} hint="Customers see it under the review">
        <textarea rows={3} />
      </FormField>
      <SubmitButton busyLabel="Sending…">{review.reply ? 'Save reply' : 'Send reply'}</SubmitButton>
    </ContractForm>
  );
}
