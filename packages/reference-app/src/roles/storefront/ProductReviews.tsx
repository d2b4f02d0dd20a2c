import { useGetProductReviews, useSession } from '@marketplace/react-hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FoldedText } from '../../components/FoldedText';
import { Spinner } from '../../components/Spinner';
import { LoadSection } from './LoadSection';
import './storefront.css';

// Loaded when a logged-in customer sees it: guests' product pages go without the forms' code.
const CustomerReview = lazy(() =>
  import('./CustomerReview').then((module) => ({ default: module.CustomerReview })),
);

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

/**
 * A product's reviews (`getProductReviews`): the average rating, each review with its stars, author,
 * date, "Verified purchase" when its author received the product, comment and the seller's reply; below
 * them, for a logged-in customer, the review form when they received the product, or why they cannot
 * review yet, or their own review to edit (`CustomerReview`); for a guest, a link to log in and come back.
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
                  {review.updatedAt ? ' (edited)' : null}
                  {review.verifiedPurchase ? (
                    <span className="review__verified">Verified purchase</span>
                  ) : null}
                </p>
                {review.comment ? <FoldedText text={review.comment} className="review__comment" /> : null}
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
        <Suspense fallback={<Spinner label="Loading the review form" />}>
          <CustomerReview productId={productId} />
        </Suspense>
      ) : (
        <p className="reviews__login">
          <Link to={`/customer/login?next=${next}`}>Log in to write a review</Link>
        </p>
      )}
    </LoadSection>
  );
}
