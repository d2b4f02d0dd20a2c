import { useFollowStore, useGetMerchantStoreData, useSession } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import type { StoreScore } from './StoreScore';

/** Props of {@link FollowStore}. */
export interface FollowStoreProps {
  storeId: number;
  /** The store's merchant: whether the customer follows it is read from its store data. */
  merchantId?: number;
  storeName: string;
  /** Where a guest comes back to after logging in (default: the store's page). */
  returnTo?: string;
}

/**
 * Follow or unfollow the store (`followStore`, a toggle): for a logged-in customer a Follow or Unfollow
 * button and whether they follow it (read from the store's followers, then from each answer); for others
 * a link to log in and come back. The follower count is the store's score ({@link StoreScore}), which
 * the toggle revalidates (same tag). On the store page and the product page.
 *
 * @example
 * <FollowStore storeId={2} merchantId={7} storeName="Naija Gadgets Hub" />
 */
export function FollowStore({ storeId, merchantId, storeName, returnTo }: FollowStoreProps) {
  const session = useSession('customer');
  const follow = useFollowStore();
  const storeData = useGetMerchantStoreData(
    session.loggedIn && merchantId !== undefined ? { path: { id: merchantId }, as: 'customer' } : null,
  );
  if (!session.loggedIn) {
    const next = encodeURIComponent(returnTo ?? `/store/${storeId}`);
    return (
      <p className="follow-store">
        <Link to={`/customer/login?next=${next}`}>Log in to follow this store</Link>
      </p>
    );
  }
  const userId = session.user && 'id' in session.user ? session.user.id : undefined;
  const followers = storeData.data?.store?.storeFollowers;
  const following = follow.data?.following ?? followers?.some((c) => c.id === userId) ?? false;
  const toggle = () => void follow.trigger({ body: { storeId }, as: 'customer' }).catch(() => undefined);
  return (
    <div className="follow-store">
      <button
        type="button"
        className={`button${following ? ' button--secondary' : ''}`}
        onClick={toggle}
        disabled={follow.isMutating}
        aria-busy={follow.isMutating || undefined}
        aria-label={`${following ? 'Unfollow' : 'Follow'} ${storeName}`}
      >
        {following ? 'Unfollow' : 'Follow'}
      </button>
      <p className="follow-store__count" role="status">
        {following ? 'You follow this store.' : ''}
      </p>
    </div>
  );
}
