import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useCreateProductReview, useGetProductReviews, useSession } from '@marketplace/react-hooks';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../components/Field';
import { contractSchema, onlyFieldErrors, serverFieldError } from './formValidation';
import { LoadSection } from './LoadSection';
import './storefront.css';

const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/** Five stars, `rating` of them filled, hidden from screen readers (the text says the rating). */
function Stars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  );
}

interface ReviewValues {
  rating: string;
  comment: string;
}

interface ReviewBody {
  productId: number;
  rating: number;
  comment?: string;
}

/** The review form of a logged-in customer: a rating from 1 to 5 and a comment. */
function ReviewForm({ productId }: { productId: number }) {
  const ratingId = useId();
  const create = useCreateProductReview();
  const [posted, setPosted] = useState(false);
  const resolver = useMemo(
    () =>
      standardSchemaResolver(
        contractSchema<ReviewValues, ReviewBody>(operationRequestSchemas.createProductReview(), {
          labels: { rating: 'Rating', comment: 'Review' },
          toBody: (values) => {
            const comment = values.comment.trim();
            return {
              productId,
              rating: values.rating ? Number(values.rating) : (undefined as unknown as number),
              ...(comment ? { comment } : {}),
            };
          },
        }),
      ),
    [productId],
  );
  const { register, handleSubmit, reset, formState } = useForm<ReviewValues, unknown, ReviewBody>({
    resolver,
    defaultValues: { rating: '', comment: '' },
  });
  const submit = handleSubmit(async (body) => {
    setPosted(false);
    try {
      await create.trigger({ body, as: 'customer' });
      reset();
      setPosted(true);
    } catch {
      // The message shows below the form (and in the toast area, through the hooks).
    }
  });
  const ratingError = formState.errors.rating?.message ?? serverFieldError(create.error, 'rating');
  const failed = create.status === 'failed' && !onlyFieldErrors(create.error, ['rating', 'comment']);

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${ratingId}-title`}>
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
      <Field
        label="Your review (optional)"
        error={formState.errors.comment?.message ?? serverFieldError(create.error, 'comment')}
      >
        <textarea rows={4} {...register('comment')} />
      </Field>
      {failed && create.error ? (
        <p className="form-error" role="alert">
          {create.error.message}
        </p>
      ) : null}
      {posted ? (
        <p className="form-success" role="status">
          Thank you. Your review is posted.
        </p>
      ) : null}
      <button
        type="submit"
        className="button"
        disabled={create.isMutating}
        aria-busy={create.isMutating || undefined}
      >
        {create.isMutating ? 'Posting…' : 'Post review'}
      </button>
    </form>
  );
}

/**
 * A product's reviews (`getProductReviews`): the average rating, each review with its stars, author,
 * date, comment and the seller's reply, and below them the review form for a logged-in customer
 * (`createProductReview`, checked with its request schema; the server's field messages show beside the
 * fields), or a link to log in and come back.
 *
 * @example
 * <ProductReviews productId={product.id} />
 */
export function ProductReviews({ productId }: { productId: number }) {
  const reviews = useGetProductReviews({ path: { id: productId } });
  const { loggedIn } = useSession('customer');
  const list = reviews.data ?? [];
  const average = list.length ? list.reduce((sum, r) => sum + r.rating, 0) / list.length : 0;
  const next = encodeURIComponent(`/product/${productId}`);

  return (
    <LoadSection
      title="Reviews"
      className="reviews"
      loaded={reviews.data !== undefined}
      error={reviews.error}
      empty={false}
      emptyText=""
      onRetry={() => void reviews.mutate()}
    >
      {list.length ? (
        <>
          <p className="reviews__summary">
            <Stars rating={average} /> {average.toFixed(1)} out of 5 ({list.length}{' '}
            {list.length === 1 ? 'review' : 'reviews'})
          </p>
          <ul className="reviews__list">
            {list.map((review) => (
              <li key={review.id} className="review">
                <p className="review__rating">
                  <Stars rating={review.rating} />
                  <span className="visually-hidden">Rated {review.rating} out of 5</span>
                </p>
                <p className="review__meta">
                  {review.customerName ?? 'A customer'}
                  {review.createdAt ? (
                    <>
                      {', '}
                      <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
                    </>
                  ) : null}
                </p>
                {review.comment ? <p className="review__comment">{review.comment}</p> : null}
                {review.reply ? (
                  <p className="review__comment review__reply">
                    <strong>The seller replied:</strong> {review.reply}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="load-section__empty">No reviews yet. Be the first to review this product.</p>
      )}
      {loggedIn ? (
        <ReviewForm productId={productId} />
      ) : (
        <p className="reviews__login">
          <Link to={`/customer/login?next=${next}`}>Log in to write a review</Link>
        </p>
      )}
    </LoadSection>
  );
}
