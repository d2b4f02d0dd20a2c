import {
  useCan,
  useDeclinePartnerOrder,
  useGetOrderStatuses,
  useGetPartnerOrder,
} from '@marketplace/react-hooks';
import { CLOSED_ORDER_STATUSES, isOrderClosed } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { DateText } from '../../kit/DateText';
import { Money } from '../../kit/Money';
import { StatusBadge } from '../../kit/StatusBadge';
import { useConfirm } from '../../kit/useConfirm';
import { DetailLoadState } from '../../workspace/DetailLoadState';
import { CustomerPayment } from '../../workspace/orders/CustomerPayment';
import { MerchantShippingDetails } from '../../workspace/orders/MerchantShippingDetails';
import { OrderTimelineSection } from '../../workspace/orders/OrderTimelineSection';
import { useRevealOnLoad } from '../../workspace/useRevealOnLoad';
import { nextPartnerStatus } from './nextPartnerStatus';
import { PartnerDispatchPhoneForm } from './PartnerDispatchPhoneForm';
import { PartnerStatusForm } from './PartnerStatusForm';
import './partner.css';

/** Props of {@link PartnerOrderDetail}. */
export interface PartnerOrderDetailProps {
  orderId: number;
  /** The way back to the list, with its page, filters and search. */
  listHref: string;
  /** Called once the partner has declined the order (it has left their list). */
  onDeclined(): void;
}

/** Statuses after which a partner may no longer decline (sandbox rules: out for delivery or closed). */
const NO_DECLINE = new Set<string>(['out_for_delivery', ...CLOSED_ORDER_STATUSES]);
const PARTNER_STATUSES = { query: { orderType: 'partner' as const } };

/** Why the partner declines, then a confirmation, then `declinePartnerOrder` (which toasts). */
function DeclineOrder({
  orderId,
  orderName,
  onDeclined,
}: {
  orderId: number;
  orderName: string;
  onDeclined(): void;
}) {
  const decline = useDeclinePartnerOrder();
  const confirm = useConfirm();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const onDecline = async () => {
    const ok = await confirm({
      title: `Decline ${orderName}?`,
      message:
        'The order leaves your list and goes back to the scheduler to be given to another carrier. You cannot take it back yourself.',
      confirmLabel: 'Decline the order',
      destructive: true,
    });
    if (!ok) return;
    try {
      const trimmed = reason.trim();
      await decline.trigger({ path: { id: orderId }, body: trimmed ? { reason: trimmed } : {} });
      onDeclined();
    } catch {
      // The hook has shown the failure in a toast; the reason stays typed for another try.
    }
  };
  return (
    <div className="partner-decline">
      <label htmlFor={reasonId}>Reason (optional, shown to the scheduler)</label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={5000}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
      />
      {decline.error ? (
        <p className="form-error" role="alert">
          {decline.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--danger"
        disabled={decline.status === 'loading'}
        onClick={() => void onDecline()}
      >
        {decline.status === 'loading' ? 'Declining…' : 'Decline this order'}
      </button>
    </div>
  );
}

/**
 * One order assigned to the shipping partner: status, items, pickup (the merchant's shipping details and
 * hub phone), delivery address, the rider's phone, the timeline, the next status move (delivered asks for
 * the customer's token and a photo) and declining, both only with `update` on `orders`.
 *
 * @example
 * <PartnerOrderDetail orderId={1039} listHref="/shipping-partner/orders" onDeclined={backToList} />
 */
export function PartnerOrderDetail({ orderId, listHref, onDeclined }: PartnerOrderDetailProps) {
  const query = useGetPartnerOrder({ path: { id: orderId } });
  const statuses = useGetOrderStatuses(PARTNER_STATUSES);
  const { allowed: canUpdate } = useCan('orders', 'update', 'shipping-partner');
  const order = query.data;
  // Opening an order from the list takes the reader (and focus) to its detail below the table.
  const heading = useRevealOnLoad(order !== undefined);

  if (!order) {
    return (
      <DetailLoadState
        query={query}
        loadingLabel="Loading the order"
        fallbackMessage="Could not information on this order. Try again later."
        className="partner-order"
      >
        <Link to={listHref}>Back to the assigned orders</Link>
      </DetailLoadState>
    );
  }

  const name = order.orderName ?? `#${order.id}`;
  const next = nextPartnerStatus(order.status, statuses.data ?? []);
  const address = order.deliveryAddress;
  // The rider's phone can change until the order is closed (sandbox rules).
  const open = !isOrderClosed(order.status);

  return (
    <article className="partner-order" aria-labelledby="partner-order-title">
      <h2 id="partner-order-title" ref={heading} tabIndex={-1}>
        Order {name}
      </h2>
      <dl className="partner-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge kind="order" status={order} statuses={statuses.data} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <DateText value={order.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Store</dt>
          <dd>{order.storeName ?? '—'}</dd>
        </div>
        <div>
          <dt>Order total</dt>
          <dd>
            <Money amount={order.total} />
          </dd>
        </div>
        <CustomerPayment order={order} />
        {/* The rider takes the payment of an order paid on delivery: say how much, before they leave. */}
        {order.paymentMethod === 'pay_on_delivery' && order.paymentStatus !== 'paid' ? (
          <div>
            <dt>To collect on delivery</dt>
            <dd>
              <Money amount={order.total} /> (cash or transfer)
            </dd>
          </div>
        ) : null}
        {order.orderNote ? (
          <div>
            <dt>Customer's note</dt>
            <dd>{order.orderNote}</dd>
          </div>
        ) : null}
      </dl>

      <section className="partner-section" aria-labelledby="partner-items-title">
        <h3 id="partner-items-title">Items</h3>
        <ul className="partner-items">
          {(order.orderItems ?? []).map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own and never move
            <li key={`${item.productId}-${index}`}>
              <span>{item.productName}</span>
              <span>× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="partner-columns">
        <section className="partner-section" aria-labelledby="partner-pickup-title">
          <h3 id="partner-pickup-title">Pickup</h3>
          {order.merchantId ? (
            <MerchantShippingDetails
              merchantId={order.merchantId}
              loadingLabel="Loading the pickup address"
              className="partner-address"
            />
          ) : (
            <p>No pickup details on this order.</p>
          )}
        </section>
        <section className="partner-section" aria-labelledby="partner-delivery-title">
          <h3 id="partner-delivery-title">Delivery address</h3>
          {address ? (
            <p className="partner-address">
              <span>{address.fullName}</span>
              <span>{address.address}</span>
              <span>{address.stateOrRegion}</span>
              {address.phoneNumber ? (
                <span>
                  Phone: <a href={`tel:${address.phoneNumber}`}>{address.phoneNumber}</a>
                </span>
              ) : null}
            </p>
          ) : (
            <p>No delivery address on this order.</p>
          )}
        </section>
      </div>

      <section className="partner-section" aria-labelledby="partner-rider-title">
        <h3 id="partner-rider-title">Rider</h3>
        {canUpdate && open ? (
          <PartnerDispatchPhoneForm
            key={order.dispatchPhoneNumber ?? ''}
            orderId={order.id}
            current={order.dispatchPhoneNumber}
          />
        ) : (
          <p>
            {order.dispatchPhoneNumber
              ? `Rider's phone: ${order.dispatchPhoneNumber}`
              : 'No rider phone number.'}
          </p>
        )}
      </section>

      {canUpdate ? (
        <section className="partner-section" aria-labelledby="partner-move-title">
          <h3 id="partner-move-title">Next step</h3>
          {statuses.status === 'loading' && !statuses.data ? (
            <Spinner label="Loading the statuses" />
          ) : statuses.status === 'failed' && !statuses.data ? (
            <ErrorState
              message={statuses.error?.message ?? 'Could not get orders. Try again later.'}
              onRetry={() => void statuses.mutate()}
            />
          ) : next ? (
            <PartnerStatusForm key={next.id} orderId={order.id} next={next} />
          ) : (
            <p>
              {order.status === 'delivered'
                ? 'This order is delivered: nothing more to do.'
                : 'There is no status you can move this order to now.'}
            </p>
          )}
        </section>
      ) : null}

      {order.shippingEvidence ? (
        <section className="partner-section" aria-labelledby="partner-evidence-title">
          <h3 id="partner-evidence-title">Proof of delivery</h3>
          <img
            className="partner-evidence"
            src={order.shippingEvidence}
            alt={`Proof of delivery of ${name}`}
          />
        </section>
      ) : null}

      <OrderTimelineSection order={order} className="partner-section" />

      {canUpdate && !NO_DECLINE.has(order.status ?? '') ? (
        <section className="partner-section" aria-labelledby="partner-decline-title">
          <h3 id="partner-decline-title">Decline</h3>
          <DeclineOrder orderId={order.id} orderName={name} onDeclined={onDeclined} />
        </section>
      ) : null}
    </article>
  );
}
