import { useGetMerchantCustomerAddress } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';

type Address = Entity<'ShippingAddress'>;

/** Props of {@link DeliveryAddressUpdate}. */
export interface DeliveryAddressUpdateProps {
  /** The delivery address as the order recorded it when it was placed. */
  ordered: Address;
}

const FIELDS = ['fullName', 'phoneNumber', 'address', 'stateOrRegion'] as const;

/** The address as one line, for the note. */
const line = (a: Address) =>
  [a.fullName, a.phoneNumber, a.address, a.stateOrRegion].filter(Boolean).join(', ');

/**
 * Whether the customer changed the order's delivery address in their address book since ordering
 * (`getMerchantCustomerAddress`): the order keeps the address as it was, so a corrected phone number or
 * street would otherwise reach the rider too late. Shows nothing while it matches or loads.
 *
 * @example
 * {order.deliveryAddress ? <DeliveryAddressUpdate ordered={order.deliveryAddress} /> : null}
 */
export function DeliveryAddressUpdate({ ordered }: DeliveryAddressUpdateProps) {
  const current = useGetMerchantCustomerAddress({ path: { id: ordered.id } });
  if (current.status === 'failed') {
    if (current.error?.status === 404) {
      return (
        <p className="merchant-order__address-note">
          The customer has since removed this address from their address book.
        </p>
      );
    }
    return (
      <p className="merchant-order__address-note" role="alert">
        Could not check the customer's current address: {current.error?.message}{' '}
        <button type="button" className="link-button" onClick={() => void current.mutate()}>
          Try again
        </button>
      </p>
    );
  }
  const now = current.data;
  if (!now || FIELDS.every((field) => (now[field] ?? '') === (ordered[field] ?? ''))) return null;
  return (
    <p className="merchant-order__address-note" role="status">
      The customer changed this address after ordering. It now reads: {line(now)}.
    </p>
  );
}
