import { useCreateProductReview, useUpdateMyReview } from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/form/SubmitButton';
import { type ContractFormResult, useContractForm } from '../../components/form/useContractForm';
import './storefront.css';
import { FormFailure } from '../../components/form/FormFailure';

/** The longest review the contract takes (ReviewRequest.comment's maxLength; a test holds them equal). */
export const REVIEW_MAX_LENGTH = 5000;

const count = new Intl.NumberFormat('en-NG');

interface ReviewValues {
  rating: string;
  comment: string;
}

interface ReviewBody {
  rating: number;
  comment?: string;
}

/** A review as the product page lists it. */
export type ProductReview = OperationData<'getProductReviews'>[number];

const LABELS = { rating: 'Rating', comment: 'Review' };

/** The body the values make: the rating as a number, the comment trimmed (left out when blank). */
function reviewBody(values: ReviewValues): ReviewBody {
  const comment = values.comment.trim();
  return {
    rating: values.rating ? Number(values.rating) : (undefined as unknown as number),
    ...(comment ? { comment } : {}),
  };
}

/** The fields, counter, messages and button of a review form, new or edited. */
function ReviewFields<Body>({
  review,
  title,
  done,
  button,
  busy,
  onSubmitted,
}: {
  review: ContractFormResult<ReviewValues, Body>;
  title: string;
  done: string | null;
  button: string;
  busy: string;
  onSubmitted(): void;
}) {
  const ratingId = useId();
  const { register, formState, watch } = review.form;
  const length = watch('comment').length;
  const ratingError = formState.errors.rating?.message;
  // The message shows below the form (and in the toast area, through the hooks).

  return (
    <form
      className="review-form"
      onSubmit={(event) => {
        onSubmitted();
        void review.submit(event);
      }}
      noValidate
      aria-labelledby={`${ratingId}-title`}
    >
      <h3 id={`${ratingId}-title`}>{title}</h3>
      <fieldset
        className={`review-form__rating${ratingError ? ' field--invalid' : ''}`}
        aria-describedby={ratingError ? `${ratingId}-error` : undefined}
      >
        <legend>Your rating</legend>
        <div className="review-form__stars">
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n} className="review-form__star">
              <input
                type="radio"
                value={String(n)}
                {...register('rating')}
                aria-invalid={ratingError ? true : undefined}
              />
              <span>
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <span className="field__error-slot" aria-live="polite">
          {ratingError ? (
            <span id={`${ratingId}-error`} className="field__error">
              {ratingError}
            </span>
          ) : null}
        </span>
      </fieldset>
      <Field label="Your review (optional)" error={formState.errors.comment?.message}>
        <textarea
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          aria-describedby={`${ratingId}-count`}
          {...register('comment')}
        />
      </Field>
      {/* Announced only near the limit, not on every keystroke. */}
      <p
        id={`${ratingId}-count`}
        className="review-form__count"
        aria-live={REVIEW_MAX_LENGTH - length <= 200 ? 'polite' : 'off'}
      >
        {count.format(length)} of {count.format(REVIEW_MAX_LENGTH)} characters
      </p>
      <FormFailure className="form-error" errors={formState.errors} />
      {done ? (
        <p className="form-success" role="status">
          {done}
        </p>
      ) : null}
      <SubmitButton control={review.form.control} busyLabel={busy}>
        {button}
      </SubmitButton>
    </form>
  );
}

/**
 * The review form of a customer who received the product: a rating from 1 to 5 and a comment
 * (`createProductReview`, checked with its request schema; the server's field messages show beside the
 * fields). A module of its own, loaded when shown, so that the product page's first load (and every
 * guest's) goes without the form's library and schemas.
 *
 * @example
 * {eligibility.canReview ? <ReviewForm productId={product.id} onPosted={thank} /> : <p>{eligibility.reason}</p>}
 */
export function ReviewForm({ productId, onPosted }: { productId: number; onPosted?: () => void }) {
  const [posted, setPosted] = useState(false);
  const review = useContractForm<'createProductReview', ReviewValues, ReviewBody & { productId: number }>({
    operation: 'createProductReview',
    mutation: useCreateProductReview(),
    init: { as: 'customer' },
    defaultValues: { rating: '', comment: '' },
    labels: LABELS,
    toBody: (values) => ({ productId, ...reviewBody(values) }),
    onSuccess: () => {
      setPosted(true);
      onPosted?.();
    },
  });
  return (
    <ReviewFields
      review={review}
      title="Write a review"
      done={posted ? 'Thank you. Your review is posted.' : null}
      button="Post review"
      busy="Posting…"
      onSubmitted={() => setPosted(false)}
    />
  );
}

/**
 * The form editing the customer's own review (`updateMyReview`): it starts from the review's rating and
 * comment and keeps what was sent; the merchant's reply stays.
 *
 * @example
 * {eligibility.review ? <EditReviewForm review={eligibility.review} /> : null}
 */
export function EditReviewForm({ review: mine }: { review: ProductReview }) {
  const [saved, setSaved] = useState(false);
  const review = useContractForm<'updateMyReview', ReviewValues, ReviewBody>({
    operation: 'updateMyReview',
    mutation: useUpdateMyReview(),
    init: { as: 'customer', path: { id: mine.id } },
    defaultValues: { rating: String(mine.rating), comment: mine.comment ?? '' },
    labels: LABELS,
    toBody: reviewBody,
    onSuccess: () => setSaved(true),
    resetOnSuccess: 'sent',
  });
  return (
    <ReviewFields
      review={review}
      title="Edit your review"
      done={saved ? 'Your review is updated.' : null}
      button="Save changes"
      busy="Saving…"
      onSubmitted={() => setSaved(false)}
    />
  );
}
