import { useCan, useGetOrderDetails, useGetOrderStatuses, useUpdateOrder } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { useConfirm } from '../../../kit/useConfirm';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { useOrderStatusName } from '../../customer/useOrderStatusName';
import { DeliveryAddressUpdate } from './DeliveryAddressUpdate';
import { merchantStatusMoves } from './merchantStatusMoves';

type Order = Entity<'Order'>;
type OrderStatus = Entity<'OrderStatus'>;

/** Props of {@link MerchantOrderDetail}. */
export interface MerchantOrderDetailProps {
  orderId: number;
  /** The way back to the list, with its page, filters and search. */
  listHref: string;
  /** Closes the detail. */
  onClose(): void;
}

const MERCHANT_STATUSES = { query: { orderType: 'merchant' as const } };

/** What the confirmation says of each move. */
function moveQuestion(order: Order, status: OrderStatus) {
  const name = order.orderName ?? `#${order.id}`;
  if (status.code_name === 'cancelled')
    return {
      title: `Cancel order ${name}?`,
      message: 'The customer is told the order is cancelled. A cancelled order cannot be moved on again.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      destructive: true,
    };
  return {
    title: `Mark order ${name} as ${status.name.toLowerCase()}?`,
    message:
      status.code_name === 'ready_for_pickup'
        ? 'The rider is told to collect it. Orders do not move back.'
        : 'The customer sees the new status on their order page. Orders do not move back.',
    confirmLabel: `Mark as ${status.name.toLowerCase()}`,
  };
}

/** The status moves the merchant may make, each confirmed, through the shared update-order call. */
function StatusMoves({ order, moves }: { order: Order; moves: OrderStatus[] }) {
  const update = useUpdateOrder();
  const confirm = useConfirm();
  const [moving, setMoving] = useState<number | undefined>();
  async function move(status: OrderStatus) {
    if (!(await confirm(moveQuestion(order, status)))) return;
    setMoving(status.id);
    // The hook toasts the outcome and refreshes the order and the list; a refusal leaves the order as it was.
    await update
      .trigger({ path: { id: order.id }, body: { orderStatusId: status.id } })
      .catch(() => undefined);
    setMoving(undefined);
  }
  return (
    <div className="merchant-order__moves">
      {moves.map((status) => (
        <button
          key={status.id}
          type="button"
          className={status.code_name === 'cancelled' ? 'button button--secondary' : 'button'}
          disabled={moving !== undefined}
          aria-busy={moving === status.id}
          onClick={() => void move(status)}
        >
          {moving === status.id
            ? 'Saving…'
            : status.code_name === 'cancelled'
              ? 'Cancel order'
              : `Mark as ${status.name.toLowerCase()}`}
        </button>
      ))}
      {update.error ? <p role="alert">{update.error.message}</p> : null}
    </div>
  );
}

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
  const statusName = useOrderStatusName();
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
      <div className="merchant-order__head">
        <h2 id="merchant-order-title" ref={heading} tabIndex={-1}>
          Order {name}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
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
        <div>
          {/* A store prepares a paid order; an unpaid one may still be paid or cancelled by the customer. */}
          <dt>Customer's payment</dt>
          <dd>
            <StatusBadge kind="payment" status={order.paymentStatus ?? 'unpaid'} />
            {order.paidAt ? (
              <>
                {' '}
                <DateText value={order.paidAt} />
              </>
            ) : null}
          </dd>
        </div>
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
            <StatusMoves order={order} moves={moves} />
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
        <div className="merchant-order__items-scroll">
          <table className="merchant-order__items">
            <caption className="visually-hidden">Items of order {name}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variant</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {(order.orderItems ?? []).map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own and never move
                <tr key={`${item.productId}-${index}`}>
                  <td>{item.productName}</td>
                  <td>
                    {item.productVariants?.length
                      ? item.productVariants.map((v, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a line's variants have no id and never move
                          <span key={i} className="merchant-order__variant">
                            {[v.size, v.color].filter(Boolean).join(', ') || 'Variant'}
                            {v.sku ? <small>SKU {v.sku}</small> : null}
                          </span>
                        ))
                      : '—'}
                  </td>
                  <td>{item.quantity}</td>
                  <td>
                    <Money amount={item.productPrice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="merchant-order__totals">
          <div>
            <dt>Subtotal</dt>
            <dd>
              <Money amount={order.subtotal} />
            </dd>
          </div>
          <div>
            <dt>Discount</dt>
            <dd>
              <Money amount={order.discount ? -order.discount : 0} />
            </dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>
              <Money amount={order.shippingFee} />
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <Money amount={order.total} />
            </dd>
          </div>
        </dl>
      </section>

      <section className="merchant-order__section" aria-labelledby="merchant-customer-title">
        <h3 id="merchant-customer-title">Customer and delivery</h3>
        {address ? (
          <p className="merchant-order__address">
            <span>{address.fullName}</span>
            {address.emailAddress ? (
              <a href={`mailto:${address.emailAddress}`}>{address.emailAddress}</a>
            ) : null}
            {address.phoneNumber ? <a href={`tel:${address.phoneNumber}`}>{address.phoneNumber}</a> : null}
            <span>{address.address}</span>
            <span>{address.stateOrRegion}</span>
          </p>
        ) : (
          <p>No delivery address on this order.</p>
        )}
        {address ? <DeliveryAddressUpdate ordered={address} /> : null}
      </section>

      <section className="merchant-order__section" aria-labelledby="merchant-timeline-title">
        <h3 id="merchant-timeline-title">Timeline</h3>
        <OrderTimeline activities={order.orderActivities ?? []} statusName={statusName(order)} />
      </section>
    </article>
  );
}
