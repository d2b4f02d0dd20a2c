import { useCreateMerchantReview } from '@marketplace/react-hooks';
import type { CallInit, OperationData } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { Field } from '../../components/Field';
import { FormFailure } from '../../components/form/FormFailure';
import { MarkupForm } from '../../components/form/MarkupForm';
import { useContractForm } from '../../components/form/useContractForm';

type Order = OperationData<'getOrderDetails'>;

interface RateSellerValues {
  rating: string;
  comment: string;
}

type ReviewBody = CallInit<'createMerchantReview'>['body'];

/** The longest comment the contract takes. */
export const MAX_REVIEW_COMMENT = 5000;

/** The form's words for what the contract refuses. */
const MESSAGES: Partial<Record<string, string>> = {
  rating: 'Choose a rating from 1 to 5 stars',
  comment: `Keep it under ${MAX_REVIEW_COMMENT.toLocaleString('en-NG')} characters`,
};

const STARS = [5, 4, 3, 2, 1] as const;
const STAR_WORDS: Record<number, string> = {
  5: 'Excellent',
  4: 'Good',
  3: 'Average',
  2: 'Poor',
  1: 'Very poor',
};

/**
 * "Rate the seller" on a delivered order's page: stars (1 to 5) and an optional comment about the store
 * and its service, sent with the order through `useCreateMerchantReview`. Says when the review was saved,
 * and why not when the server refuses it (a customer reviews a seller once: 'You have already reviewed
 * this merchant').
 *
 * @example
 * {delivered && order.merchantId ? <RateSellerForm order={order} merchantId={order.merchantId} /> : null}
 */
export function RateSellerForm({ order, merchantId }: { order: Order; merchantId: number }) {
  const ids = useId();
  const [saved, setSaved] = useState<number>();
  const review = useContractForm<'createMerchantReview', RateSellerValues, ReviewBody>({
    operation: 'createMerchantReview',
    mutation: useCreateMerchantReview(),
    defaultValues: { rating: '', comment: '' },
    labels: { rating: 'Your rating', comment: 'Your comment' },
    toBody: (values) => {
      const comment = values.comment.trim();
      return {
        merchantId,
        orderId: order.id,
        rating: values.rating ? Number(values.rating) : (undefined as unknown as number),
        ...(comment ? { comment } : {}),
      };
    },
    message: ({ field }) => MESSAGES[field],
    onSuccess: (_result, body) => setSaved(body.rating),
    resetOnSuccess: false,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = review.form;
  const seller = order.storeName || 'the seller';

  return (
    <section className="order-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Rate the seller</h2>
      {saved ? (
        <p role="status" className="return-form__sent">
          Thank you: your review of {seller} ({saved} of 5 stars) was saved.
        </p>
      ) : (
        <MarkupForm form={review} className="return-form">
          <p>How did {seller} do with this order: the packaging, the delivery time, answers to questions?</p>
          <fieldset
            className="return-form__kind"
            aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}
          >
            <legend>Your rating</legend>
            {STARS.map((stars) => (
              <label key={stars}>
                <input type="radio" value={String(stars)} {...register('rating')} />{' '}
                <span aria-hidden="true">{'★'.repeat(stars)}</span> {stars} {stars === 1 ? 'star' : 'stars'}:{' '}
                {STAR_WORDS[stars]}
              </label>
            ))}
            {errors.rating ? (
              <p id={`${ids}-rating-error`} className="field__error" role="alert">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
          <Field label="Your comment (optional)" error={errors.comment?.message}>
            <textarea
              id={`${ids}-comment`}
              rows={3}
              maxLength={MAX_REVIEW_COMMENT}
              {...register('comment')}
            />
          </Field>
          <FormFailure lead="Your review was not saved" errors={errors} />
          <button
            type="submit"
            className="button"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Sending…' : 'Send my review'}
          </button>
        </MarkupForm>
      )}
    </section>
  );
}
