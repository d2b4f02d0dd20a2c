import {
  useGetAdminCustomerAddress,
  useGetCustomerDeliveryAddress,
  useGetDispatcherCustomerAddress,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { Spinner } from '../../../components/Spinner';
import { OrderAddressLines } from '../../../workspace/orders/OrderAddressLines';
import type { OrderDesk } from './useOrderDesk';

type Order = Entity<'Order'>;

/** Props of {@link CustomerAddressOnFile}. */
export interface CustomerAddressOnFileProps {
  order: Order;
  desk: OrderDesk;
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
  if (query.data) return <OrderAddressLines address={query.data} />;
  if (query.status === 'loading') return <Spinner label="Loading the customer's address" />;
  return (
    <>
      <OrderAddressLines address={placed} />
      <p className="admin-order__note">
        {query.error?.status === 404
          ? 'The customer has since removed this address; this is the one the order was placed with.'
          : `This is the address the order was placed with. ${query.error?.message ?? ''}`}
      </p>
    </>
  );
}
