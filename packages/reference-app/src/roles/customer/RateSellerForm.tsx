import { asMarketplaceError, useCreateMerchantReview } from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

type Order = OperationData<'getOrderDetails'>;

interface RateSellerValues {
  rating: string;
  comment: string;
}

/** The longest comment the contract takes. */
export const MAX_REVIEW_COMMENT = 5000;

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
  const review = useCreateMerchantReview();
  const ids = useId();
  const [saved, setSaved] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RateSellerValues>({ defaultValues: { rating: '', comment: '' } });
  const seller = order.storeName || 'the seller';

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const comment = values.comment.trim();
    try {
      await review.trigger({
        body: {
          merchantId,
          orderId: order.id,
          rating: Number(values.rating),
          ...(comment ? { comment } : {}),
        },
      });
      setSaved(Number(values.rating));
    } catch (error) {
      setFailure(asMarketplaceError(error, 'createMerchantReview').message);
    }
  });

  return (
    <section className="order-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Rate the seller</h2>
      {saved ? (
        <p role="status" className="return-form__sent">
          Thank you: your review of {seller} ({saved} of 5 stars) was saved.
        </p>
      ) : (
        <form className="return-form" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
          <p>How did {seller} do with this order: the packaging, the delivery time, answers to questions?</p>
          <fieldset
            className="return-form__kind"
            aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}
          >
            <legend>Your rating</legend>
            {STARS.map((stars) => (
              <label key={stars}>
                <input
                  type="radio"
                  value={String(stars)}
                  {...register('rating', { required: 'Choose a rating from 1 to 5 stars' })}
                />{' '}
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
          <div className="field">
            <label htmlFor={`${ids}-comment`}>Your comment (optional)</label>
            <textarea
              id={`${ids}-comment`}
              rows={3}
              maxLength={MAX_REVIEW_COMMENT}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? `${ids}-comment-error` : undefined}
              {...register('comment', {
                validate: (value) =>
                  value.trim().length <= MAX_REVIEW_COMMENT ||
                  `Keep it under ${MAX_REVIEW_COMMENT.toLocaleString('en-NG')} characters`,
              })}
            />
            {errors.comment ? (
              <span id={`${ids}-comment-error`} className="field__error">
                {errors.comment.message}
              </span>
            ) : null}
          </div>
          {failure ? (
            <p className="checkout-alert" role="alert">
              Your review was not saved: {failure}
            </p>
          ) : null}
          <button
            type="submit"
            className="button"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Sending…' : 'Send my review'}
          </button>
        </form>
      )}
    </section>
  );
}
