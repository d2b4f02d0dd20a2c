import { useAllowed, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { DateText } from '../../../kit/DateText';
import { FiltersBar } from '../../../kit/FiltersBar';
import { TablePagination } from '../../../kit/TablePagination';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { ReviewReplyForm } from './ReviewReplyForm';
import './store.css';
import { tablePagination } from '../../../kit/tableBindings';
import { TableFilter } from '../../../workspace/TableFilter';

type Review = Entity<'Review'>;

const REPLIED_OPTIONS = [
  { value: 'false', label: 'Waiting for a reply' },
  { value: 'true', label: 'Replied' },
];
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} out of 5` }));

/**
 * The reviews of the store's products (`/merchant/store/reviews`, needs `read` on `reviews`): newest
 * first, each with its product, stars, customer, date and comment, filtered by reply and rating (in the
 * URL, asked of the server), paged; the merchant replies to one, or changes a reply, with `update` on
 * `reviews` (`replyToProductReview`).
 *
 * @example
 * { path: 'store/reviews', lazy: screen(merchant, 'ReviewsScreen') }
 */
export function ReviewsScreen() {
  const table = useTable({
    operation: 'getStoreProductReviews',
    state: useUrlTableState(),
    filters: { replied: '', rating: '' },
  });
  const canReply = useAllowed('reviews', 'update', 'merchant');
  const [replying, setReplying] = useState<number | undefined>();
  const filtered = Boolean(table.filters.replied || table.filters.rating);

  return (
    <div className="workspace-list store-entries">
      <FiltersBar label="Filter reviews" onReset={table.reset} active={filtered}>
        <TableFilter table={table} name="replied" label="Reply" options={REPLIED_OPTIONS} />
        <TableFilter table={table} name="rating" label="Rating" options={RATING_OPTIONS} />
      </FiltersBar>
      {table.status === 'failed' && table.rows.length === 0 ? (
        <ErrorState
          message={table.error?.message ?? 'Could not get the reviews.'}
          onRetry={() => void table.refresh()}
        />
      ) : table.status === 'loading' && table.rows.length === 0 ? (
        <Spinner label="Loading the reviews" />
      ) : table.rows.length === 0 ? (
        <EmptyState title={filtered ? 'No review matches' : 'No reviews yet'}>
          {filtered
            ? 'Clear the filters to see every review.'
            : 'Reviews of your products show here as customers write them.'}
        </EmptyState>
      ) : (
        <>
          <p className="store-entries__count" aria-live="polite">
            {table.count === 1 ? '1 review' : `${table.count} reviews`}
          </p>
          <ul
            className="store-entries__list"
            aria-label="Reviews of your products"
            aria-busy={table.isPlaceholder}
          >
            {table.rows.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  canReply={canReply}
                  replying={replying === review.id}
                  onReply={() => setReplying(review.id)}
                  onDone={() => setReplying(undefined)}
                />
              </li>
            ))}
          </ul>
          <TablePagination {...tablePagination(table)} />
        </>
      )}
    </div>
  );
}

interface ReviewCardProps {
  review: Review;
  canReply: boolean;
  replying: boolean;
  onReply(): void;
  onDone(): void;
}

/** One review: what was reviewed, by whom and how, the merchant's reply, and the reply form when open. */
function ReviewCard({ review, canReply, replying, onReply, onDone }: ReviewCardProps) {
  const product = review.productName ?? `Product ${review.productId ?? ''}`.trim();
  const who = review.customerName ?? 'A customer';
  return (
    <article className="store-entry" aria-label={`${who} on ${product}`}>
      <header>
        <h2>{product}</h2>
        <span className="store-entry__rating">{review.rating} out of 5</span>
      </header>
      <p className="store-entry__meta">
        {who}
        {review.createdAt ? (
          <>
            {' · '}
            <DateText value={review.createdAt} />
          </>
        ) : null}
      </p>
      {review.comment ? (
        <blockquote className="store-entry__text">{review.comment}</blockquote>
      ) : (
        <p className="store-entry__meta">No comment, stars only.</p>
      )}
      {review.reply && !replying ? (
        <div className="store-entry__reply">
          <p className="store-entry__meta">
            Your reply
            {review.repliedAt ? (
              <>
                {' · '}
                <DateText value={review.repliedAt} />
              </>
            ) : null}
          </p>
          <p className="store-entry__text">{review.reply}</p>
        </div>
      ) : null}
      {replying ? (
        <ReviewReplyForm review={review} onDone={onDone} />
      ) : canReply ? (
        <button type="button" className="button button--secondary" onClick={onReply}>
          {review.reply ? `Edit your reply to ${who}` : `Reply to ${who}`}
        </button>
      ) : null}
    </article>
  );
}
