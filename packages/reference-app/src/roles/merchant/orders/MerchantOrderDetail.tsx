import { useAllowed, useGetOrderDetails, useGetOrderStatuses } from '@marketplace/react-hooks';
import { PackingSlip } from '../../../components/PackingSlip';
import { OrderAddressLines } from '../../../workspace/orders/OrderAddressLines';
import { OrderDetailPanel } from '../../../workspace/orders/OrderDetailPanel';
import { OrderItemsSection } from '../../../workspace/orders/OrderItemsSection';
import { OrderStatusMoves } from '../../../workspace/orders/OrderStatusMoves';
import { DeliveryAddressUpdate } from './DeliveryAddressUpdate';
import { merchantMoveQuestion } from './merchantMoveQuestion';
import { merchantStatusMoves } from './merchantStatusMoves';

/** Props of {@link MerchantOrderDetail}. */
export interface MerchantOrderDetailProps {
  orderId: number;
  /** The way back to the list, with its page, filters and search. */
  listHref: string;
  /** Closes the detail. */
  onClose(): void;
}

const MERCHANT_STATUSES = { query: { orderType: 'merchant' as const } };

/**
 * One order of the store, under the orders list: its status, the items with their variants, the customer
 * and the delivery address, the totals, the rider's phone, the activities timeline, and the status moves
 * the merchant's status list allows (each confirmed; only with `update` on `orders`).
 *
 * @example
 * <MerchantOrderDetail orderId={12} listHref="?page=2" onClose={close} />
 */
export function MerchantOrderDetail({ orderId, listHref, onClose }: MerchantOrderDetailProps) {
  const query = useGetOrderDetails({ path: { id: orderId } });
  const statuses = useGetOrderStatuses(MERCHANT_STATUSES);
  const canUpdate = useAllowed('orders', 'update', 'merchant');
  return (
    <OrderDetailPanel
      query={query}
      idPrefix="merchant"
      listHref={listHref}
      listName="the orders"
      onClose={onClose}
      facts={{ riderPhone: true }}
    >
      {(order) => {
        const moves = merchantStatusMoves(order.status, statuses.data ?? []);
        const address = order.deliveryAddress;
        return (
          <>
            <PackingSlip order={order} />
            {canUpdate ? (
              <section className="merchant-order__section" aria-labelledby="merchant-move-title">
                <h3 id="merchant-move-title">Next step</h3>
                {moves.length ? (
                  <OrderStatusMoves order={order} moves={moves} question={merchantMoveQuestion} />
                ) : (
                  <p>
                    {statuses.status === 'loading'
                      ? 'Loading the statuses…'
                      : statuses.status === 'failed'
                        ? (statuses.error?.message ?? 'Could not get the order statuses.')
                        : 'Nothing to do: the order has left your store or is closed.'}
                  </p>
                )}
              </section>
            ) : null}
            <OrderItemsSection order={order} idPrefix="merchant" />
            <section className="merchant-order__section" aria-labelledby="merchant-customer-title">
              <h3 id="merchant-customer-title">Customer and delivery</h3>
              {address ? <OrderAddressLines address={address} /> : <p>No delivery address on this order.</p>}
              {address ? <DeliveryAddressUpdate ordered={address} /> : null}
            </section>
          </>
        );
      }}
    </OrderDetailPanel>
  );
}
