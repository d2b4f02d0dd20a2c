import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useCreateProductReview } from '@marketplace/react-hooks';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { contractSchema, onlyFieldErrors, serverFieldError } from './formValidation';
import './storefront.css';

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
