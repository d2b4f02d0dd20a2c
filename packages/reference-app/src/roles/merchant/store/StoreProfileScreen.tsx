import {
  useAllowed,
  useGetMerchantProfile,
  useGetMerchantShippingAddress,
  useGetStoreProfile,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ErrorState } from '../../../components/ErrorState';
import { QueryState } from '../../../components/QueryState';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../kit/StatusBadge';
import { storeApprovalStatus } from '../../../kit/storeApprovalStatus';
import { HubMembership } from './HubMembership';
import { StoreProfileForm } from './StoreProfileForm';
import './store.css';

type Store = Entity<'Store'>;

/**
 * The store profile (`/merchant/store`, needs `read` on `stores`): the store's approval (first and second),
 * the profile form (`getStoreProfile`, the last profile of its list, and `addStoreProfile`, with `update`
 * on `stores`), the hub it belongs to and applying to one (`applyToHub`), and the shipping address
 * customers' parcels leave from (`getMerchantShippingAddress`).
 *
 * @example
 * { path: 'store', lazy: screen(merchant, 'StoreProfileScreen') }
 */
export function StoreProfileScreen() {
  const merchant = useGetMerchantProfile();
  const storeId = merchant.data?.store?.id;
  const profiles = useGetStoreProfile(storeId === undefined ? null : { path: { id: storeId } });
  const canEdit = useAllowed('stores', 'update', 'merchant');
  // The server keeps every saved profile, oldest first; the last one is the store as it is now.
  const current = profiles.data?.at(-1);

  if (!current) {
    const failed =
      merchant.status === 'failed' ? merchant : profiles.status === 'failed' ? profiles : undefined;
    if (failed) {
      return (
        <ErrorState
          message={failed.error?.message ?? 'An Error occured. Please try again later.'}
          onRetry={() => void failed.mutate()}
        />
      );
    }
    if (merchant.data && !storeId) {
      return <p>Your account has no store yet. Finish setting up your store first.</p>;
    }
    return <Spinner label="Loading your store" />;
  }
  return (
    <div className="store-page">
      <Approval store={current.store} />
      <section aria-labelledby="store-profile-title">
        <h2 id="store-profile-title">Store profile</h2>
        <StoreProfileForm key={current.id ?? 'first'} profile={current} canEdit={canEdit} />
      </section>
      <HubMembership store={current.store} canApply={canEdit} />
      {merchant.data ? <ShippingAddress merchantId={merchant.data.id} /> : null}
    </div>
  );
}

/** The store's approval: both steps, and what that means for selling. */
function Approval({ store }: { store: Store }) {
  const status = storeApprovalStatus(store);
  return (
    <section aria-labelledby="store-approval-title">
      <h2 id="store-approval-title">Approval</h2>
      <p>
        <StatusBadge kind="storeApproval" status={status} />
      </p>
      <ul className="store-approval">
        <li>First approval: {store.firstApproval ? 'given' : 'waiting for the platform'}</li>
        <li>Second approval: {store.secondApproval ? 'given' : 'waiting for the platform'}</li>
      </ul>
      {store.rejectionReason ? (
        <div className="store-rejection" role="status">
          <p>
            <strong>The platform did not approve your store:</strong> {store.rejectionReason}
          </p>
          <p>Change what it says in the store profile below and save: your store goes back for review.</p>
        </div>
      ) : null}
      <p>
        {status === 'rejected'
          ? 'Customers cannot buy from your store until it is approved.'
          : status === 'approved'
            ? 'Your store is fully approved.'
            : status === 'firstApproved'
              ? 'Your store passed the first approval; the second follows.'
              : 'The platform reviews your store and documents before customers can buy from it.'}
      </p>
    </section>
  );
}

/** Where the store's parcels leave from, as riders and customers see it. */
function ShippingAddress({ merchantId }: { merchantId: number }) {
  const address = useGetMerchantShippingAddress({ path: { id: merchantId } });
  return (
    <section aria-labelledby="shipping-address-title">
      <h2 id="shipping-address-title">Shipping address</h2>
      <QueryState
        query={address}
        loadingLabel="Loading your shipping address"
        fallbackMessage="Could not get your shipping address."
        notFound={<p>No shipping address yet: choose where you ship from in the store profile above.</p>}
      >
        {(a) => (
          <dl className="store-facts">
            <dt>Store</dt>
            <dd>{a.storeName}</dd>
            <dt>Phone</dt>
            <dd>{a.phoneNumber || '—'}</dd>
            <dt>Address</dt>
            <dd>
              {[
                a.shippingLocation.street,
                a.shippingLocation.city,
                a.shippingLocation.state,
                a.shippingLocation.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
            <dt>Hub phone</dt>
            <dd>{a.hubPhoneNumber || 'No hub yet'}</dd>
          </dl>
        )}
      </QueryState>
    </section>
  );
}
