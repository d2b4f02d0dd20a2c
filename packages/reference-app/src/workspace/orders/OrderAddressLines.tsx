import type { Entity } from '@marketplace/sdk';

type Address = Entity<'ShippingAddress'>;

/**
 * A customer's delivery address as lines: name, email and phone (as links), street, state or region.
 *
 * @example
 * <OrderAddressLines address={order.deliveryAddress} />
 */
export function OrderAddressLines({ address }: { address: Address }) {
  return (
    <p className="merchant-order__address">
      <span>{address.fullName}</span>
      {address.emailAddress ? <a href={`mailto:${address.emailAddress}`}>{address.emailAddress}</a> : null}
      {address.phoneNumber ? <a href={`tel:${address.phoneNumber}`}>{address.phoneNumber}</a> : null}
      <span>{address.address}</span>
      <span>{address.stateOrRegion}</span>
    </p>
  );
}
