import {
  useGetAdminCustomerAddress,
  useGetCustomerDeliveryAddress,
  useGetDispatcherCustomerAddress,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { Spinner } from '../../../components/Spinner';
import type { OrderDesk } from './useOrderDesk';

type Order = Entity<'Order'>;
type Address = Entity<'ShippingAddress'>;

/** Props of {@link CustomerAddressOnFile}. */
export interface CustomerAddressOnFileProps {
  order: Order;
  desk: OrderDesk;
}

/** One address as lines: name, email, phone, street, state. */
function AddressLines({ address }: { address: Address }) {
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

/**
 * The order's delivery address as the customer has it on file now (they may have corrected it since
 * checkout), read with the call the account may use: a dispatcher's (`getDispatcherCustomerAddress`), a
 * full admin's (`getAdminCustomerAddress`), or by customer and address for a scheduler
 * (`getCustomerDeliveryAddress`). Until it loads, or when the customer has deleted it, the address the order
 * was placed with is shown and said to be that.
 *
 * @example
 * <CustomerAddressOnFile order={order} desk="dispatcher" />
 */
export function CustomerAddressOnFile({ order, desk }: CustomerAddressOnFileProps) {
  const placed = order.deliveryAddress;
  const id = placed?.id;
  const byId = id === undefined ? null : { path: { id } };
  const asDispatcher = useGetDispatcherCustomerAddress(desk === 'dispatcher' ? byId : null);
  const asAdmin = useGetAdminCustomerAddress(desk === 'admin' ? byId : null);
  const asScheduler = useGetCustomerDeliveryAddress(
    desk === 'scheduler' && id !== undefined && order.customerId !== undefined
      ? { query: { customerId: order.customerId, deliveryAddressId: id } }
      : null,
  );
  const query = desk === 'dispatcher' ? asDispatcher : desk === 'admin' ? asAdmin : asScheduler;

  if (!placed) return <p>No delivery address on this order.</p>;
  if (query.data) return <AddressLines address={query.data} />;
  if (query.status === 'loading') return <Spinner label="Loading the customer's address" />;
  return (
    <>
      <AddressLines address={placed} />
      <p className="admin-order__note">
        {query.error?.status === 404
          ? 'The customer has since removed this address; this is the one the order was placed with.'
          : `This is the address the order was placed with. ${query.error?.message ?? ''}`}
      </p>
    </>
  );
}
