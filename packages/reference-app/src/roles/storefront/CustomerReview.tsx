import { useGetProductReviewEligibility } from '@marketplace/react-hooks';
import { useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { EditReviewForm, ReviewForm } from './ReviewForm';
import './storefront.css';

/**
 * What a logged-in customer may do about a product's review, asked before they write
 * (`getProductReviewEligibility`): the review form when they received the product; otherwise why not
 * (no delivered order holding it yet), or their own review to edit. Loaded when shown, with the forms.
 *
 * @example
 * {loggedIn ? <CustomerReview productId={product.id} /> : <Link to="/customer/login">Log in</Link>}
 */
export function CustomerReview({ productId }: { productId: number }) {
  const standing = useGetProductReviewEligibility({ path: { id: productId }, as: 'customer' });
  // Said here: once posted, the form gives way to the edit of the review.
  const [posted, setPosted] = useState(false);
  if (standing.error && !standing.data)
    return <ErrorState message={standing.error.message} onRetry={() => void standing.mutate()} />;
  if (!standing.data) return <Spinner label="Checking whether you can review this product" />;
  const { canReview, reason, review } = standing.data;
  if (canReview) return <ReviewForm productId={productId} onPosted={() => setPosted(true)} />;
  return (
    <div className="review-standing">
      {posted ? (
        <p className="form-success" role="status">
          Thank you. Your review is posted.
        </p>
      ) : null}
      {reason ? <p className="review-standing__reason">{reason}</p> : null}
      {review ? <EditReviewForm key={review.id} review={review} /> : null}
    </div>
  );
}
