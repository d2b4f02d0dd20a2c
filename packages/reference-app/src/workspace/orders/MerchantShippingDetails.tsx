import { useGetMerchantShippingAddress } from '@marketplace/react-hooks';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';

/** Props of {@link MerchantShippingDetails}. */
export interface MerchantShippingDetailsProps {
  merchantId: number;
  /** What the spinner says while the details load. */
  loadingLabel: string;
  /** The class of the address lines (each role's detail styles its own). */
  className: string;
}

/**
 * Where the store of an order ships from (`getMerchantShippingAddress`): the store's name, its address,
 * its phone and the phone of its hub, so whoever collects the parcel knows where to go and whom to call.
 * A store with no shipping address yet (404) is said as a fact; any other failure offers a retry.
 *
 * @example
 * <MerchantShippingDetails merchantId={order.merchantId} loadingLabel="Loading the pickup address" className="partner-address" />
 */
export function MerchantShippingDetails({
  merchantId,
  loadingLabel,
  className,
}: MerchantShippingDetailsProps) {
  const query = useGetMerchantShippingAddress({ path: { id: merchantId } });
  const details = query.data;
  if (query.status === 'loading' && !details) return <Spinner label={loadingLabel} />;
  if (!details) {
    // A store that has not set its shipping address yet is a fact, not a failure to retry.
    if (query.error?.status === 404) return <p>{query.error.message}</p>;
    return (
      <ErrorState
        message={query.error?.message ?? 'Could not get merchant details. Try again later.'}
        onRetry={() => void query.mutate()}
      />
    );
  }
  const place = details.shippingLocation;
  return (
    <p className={className}>
      <span>{details.storeName}</span>
      {place ? (
        <span>{[place.street, place.city, place.state, place.country].filter(Boolean).join(', ')}</span>
      ) : null}
      {details.phoneNumber ? (
        <span>
          Store phone: <a href={`tel:${details.phoneNumber}`}>{details.phoneNumber}</a>
        </span>
      ) : null}
      {details.hubPhoneNumber ? (
        <span>
          Hub phone: <a href={`tel:${details.hubPhoneNumber}`}>{details.hubPhoneNumber}</a>
        </span>
      ) : null}
    </p>
  );
}
