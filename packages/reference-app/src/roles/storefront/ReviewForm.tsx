import { useCreateProductReview } from '@marketplace/react-hooks';
import { useId, useState } from 'react';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useContractForm } from '../../components/form/useContractForm';
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
  productId: number;
  rating: number;
  comment?: string;
}

/**
 * The review form of a logged-in customer: a rating from 1 to 5 and a comment (`createProductReview`,
 * checked with its request schema; the server's field messages show beside the fields). A module of its
 * own, loaded when shown, so that the product page's first load (and every guest's) goes without the
 * form's library and schemas.
 *
 * @example
 * {loggedIn ? <ReviewForm productId={product.id} /> : <Link to="/customer/login">Log in</Link>}
 */
export function ReviewForm({ productId }: { productId: number }) {
  const ratingId = useId();
  const [posted, setPosted] = useState(false);
  const review = useContractForm<'createProductReview', ReviewValues, ReviewBody>({
    operation: 'createProductReview',
    mutation: useCreateProductReview(),
    init: { as: 'customer' },
    defaultValues: { rating: '', comment: '' },
    labels: { rating: 'Rating', comment: 'Review' },
    toBody: (values) => {
      const comment = values.comment.trim();
      return {
        productId,
        rating: values.rating ? Number(values.rating) : (undefined as unknown as number),
        ...(comment ? { comment } : {}),
      };
    },
    onSuccess: () => setPosted(true),
  });
  const { register, formState, watch } = review.form;
  const length = watch('comment').length;
  const ratingError = formState.errors.rating?.message;
  // The message shows below the form (and in the toast area, through the hooks).

  return (
    <form
      className="review-form"
      onSubmit={(event) => {
        setPosted(false);
        void review.submit(event);
      }}
      noValidate
      aria-labelledby={`${ratingId}-title`}
    >
      <h3 id={`${ratingId}-title`}>Write a review</h3>
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
      {posted ? (
        <p className="form-success" role="status">
          Thank you. Your review is posted.
        </p>
      ) : null}
      <SubmitButton control={review.form.control} busyLabel="Posting…">
        Post review
      </SubmitButton>
    </form>
  );
}
