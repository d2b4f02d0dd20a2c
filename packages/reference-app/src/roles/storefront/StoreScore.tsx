import { useGetStoreScore } from '@marketplace/react-hooks';

/** Props of {@link StoreScore}. */
export interface StoreScoreProps {
  storeId: number;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;

/**
 * A store's score for shoppers (`getStoreScore`): its average rating and how many ratings, its orders
 * fulfilled and its followers, on the store page and the product page. The space is kept while it loads;
 * a failure says so in a line with a retry (the page around it stands).
 *
 * @example
 * <StoreScore storeId={2} />
 */
export function StoreScore({ storeId }: StoreScoreProps) {
  const score = useGetStoreScore({ path: { id: storeId } });
  const data = score.data;
  if (score.error && !data) {
    return (
      <p className="store-score store-score--note" role="alert">
        Could not load the seller’s score.{' '}
        <button type="button" className="button button--secondary" onClick={() => void score.mutate()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <dl className="store-score" aria-label="Seller score" aria-busy={!data}>
      <div>
        <dt>Rating</dt>
        <dd>
          {!data ? (
            '…'
          ) : data.rating !== undefined ? (
            <>
              <span aria-hidden="true">★ </span>
              {data.rating.toFixed(1)}/5{' '}
              <span className="store-score__muted">({count(data.reviewCount, 'rating', 'ratings')})</span>
            </>
          ) : (
            'No ratings yet'
          )}
        </dd>
      </div>
      <div>
        <dt>Orders fulfilled</dt>
        <dd>{data ? data.ordersFulfilled.toLocaleString('en-NG') : '…'}</dd>
      </div>
      <div>
        <dt>Followers</dt>
        <dd>{data ? data.storeFollowers.toLocaleString('en-NG') : '…'}</dd>
      </div>
    </dl>
  );
}
