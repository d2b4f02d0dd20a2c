import { useCan, useGetOrderDetails, useGetOrderStatuses } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { DateText } from '../../../kit/DateText';
import { StatusBadge } from '../../../kit/StatusBadge';
import { DetailHead } from '../../../workspace/DetailHead';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { CustomerPayment } from '../../../workspace/orders/CustomerPayment';
import { OrderAddressLines } from '../../../workspace/orders/OrderAddressLines';
import { OrderItemsTable } from '../../../workspace/orders/OrderItemsTable';
import { OrderStatusMoves } from '../../../workspace/orders/OrderStatusMoves';
import { OrderTimelineSection } from '../../../workspace/orders/OrderTimelineSection';
import { OrderTotals } from '../../../workspace/orders/OrderTotals';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
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
  const { allowed: canUpdate } = useCan('orders', 'update', 'merchant');
  const order = query.data;
  // Opening an order from the list takes the reader (and focus) to its detail below the table.
  const heading = useRevealOnLoad(order !== undefined);

  if (!order) {
    return (
      <DetailLoadState
        query={query}
        loadingLabel="Loading the order"
        fallbackMessage="Could not information on this order. Try again later."
        className="merchant-order"
      >
        <Link to={listHref}>Back to the orders</Link>
      </DetailLoadState>
    );
  }

  const name = order.orderName ?? `#${order.id}`;
  const moves = merchantStatusMoves(order.status, statuses.data ?? []);
  const address = order.deliveryAddress;

  return (
    <article className="merchant-order" aria-labelledby="merchant-order-title">
      <DetailHead titleId="merchant-order-title" headingRef={heading} onClose={onClose}>
        Order {name}
      </DetailHead>
      <dl className="merchant-order__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge kind="order" status={order} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <DateText value={order.createdAt} />
          </dd>
        </div>
        {/* A store prepares a paid order; an unpaid one may still be paid or cancelled by the customer, or
            paid to the rider when it is paid on delivery. */}
        <CustomerPayment order={order} />
        <div>
          <dt>Rider's phone</dt>
          <dd>
            {order.dispatchPhoneNumber ? (
              <a href={`tel:${order.dispatchPhoneNumber}`}>{order.dispatchPhoneNumber}</a>
            ) : (
              'Not set yet'
            )}
          </dd>
        </div>
        {order.orderNote ? (
          <div>
            <dt>Customer's note</dt>
            <dd>{order.orderNote}</dd>
          </div>
        ) : null}
      </dl>

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

      <section className="merchant-order__section" aria-labelledby="merchant-items-title">
        <h3 id="merchant-items-title">Items</h3>
        <OrderItemsTable order={order} />
        <OrderTotals order={order} />
      </section>

      <section className="merchant-order__section" aria-labelledby="merchant-customer-title">
        <h3 id="merchant-customer-title">Customer and delivery</h3>
        {address ? <OrderAddressLines address={address} /> : <p>No delivery address on this order.</p>}
        {address ? <DeliveryAddressUpdate ordered={address} /> : null}
      </section>

      <OrderTimelineSection order={order} className="merchant-order__section" />
    </article>
  );
}
