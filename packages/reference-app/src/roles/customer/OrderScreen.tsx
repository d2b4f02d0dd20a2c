import { useGetOneOrderReturn, useGetOrderDetails } from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { formatMoney, isOrderClosed } from '@marketplace/sdk';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Fact } from '../../components/Fact';
import { OrderTimeline } from '../../components/OrderTimeline';
import { ProofOfDelivery } from '../../components/ProofOfDelivery';
import { Spinner } from '../../components/Spinner';
import { BuyAgain } from './BuyAgain';
import { CANCELLABLE_STATUSES, CancelOrderForm } from './CancelOrderForm';
import { CustomerPage } from './CustomerPage';
import { DeliveryToken } from './DeliveryToken';
import { formatDate } from './format';
import { OrderPayment } from './OrderPayment';
import { RateSellerForm } from './RateSellerForm';
import { ReturnRequestForm } from './ReturnRequestForm';
import { ReturnRequestStatus } from './ReturnRequestStatus';
import { RETURN_WINDOW_DAYS, returnWindow } from './returnWindow';
import { UnpaidCheckoutActions } from './UnpaidCheckoutActions';
import { useOrderStatusName } from './useOrderStatusName';

type Order = OperationData<'getOrderDetails'>;

/** Return statuses that keep a request open (the server takes one open request per order). */
const OPEN_RETURN = new Set(['pending', 'approved', 'received']);

/** A delivered order: its return or replacement request, or the form to ask for one. */
function ReturnSection({ order }: { order: Order }) {
  const returnId = order.orderReturnId ?? null;
  const existing = useGetOneOrderReturn(returnId ? { path: { id: returnId } } : null);
  const request = existing.data;
  const open = returnId !== null && (!request || OPEN_RETURN.has(request.status));
  // The server refuses requests past the window too; saying so here spares the customer a refused form.
  const period = returnWindow(order, Date.now());
  return (
    <section className="order-section" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">Return or replace</h2>
      {returnId !== null ? (
        existing.status === 'loading' ? (
          <Spinner label="Loading your request" />
        ) : (
          <ReturnRequestStatus request={request} />
        )
      ) : period.open ? (
        <p>Not what you expected? Send products back for a refund or ask for a replacement.</p>
      ) : null}
      {open ? null : period.open ? (
        <>
          <p className="return-form__window">
            Returns and replacements are accepted within {RETURN_WINDOW_DAYS} days of delivery
            {period.closesAt ? `: you can ask until ${formatDate(period.closesAt, true)}.` : '.'}
          </p>
          <ReturnRequestForm order={order} />
        </>
      ) : (
        <p className="return-form__window">
          Returns and replacements are accepted within {RETURN_WINDOW_DAYS} days of delivery. This order was
          delivered on {formatDate(period.deliveredAt, true)}, so its return window closed on{' '}
          {formatDate(period.closesAt, true)}.
        </p>
      )}
    </section>
  );
}

/**
 * How often an open order is asked for again, so each move of the carrier shows as it happens; a closed
 * order no longer moves on its own (its return has its own page).
 */
const REFRESH_MS = 15_000;
const whileOpen = (order: Order | undefined) => (order && isOrderClosed(order.status) ? 0 : REFRESH_MS);

function OrderDetail({ id }: { id: number }) {
  const query = useGetOrderDetails({ path: { id } }, { refreshInterval: whileOpen });
  const statusName = useOrderStatusName();
  const order = query.data;

  if (query.status === 'loading' && !order) {
    return (
      <>
        <h1>Order</h1>
        <Spinner label="Loading the order" />
      </>
    );
  }
  if (!order) {
    return (
      <>
        <h1>Order</h1>
        <ErrorState
          message={query.error?.message ?? 'Could not information on this order. Try again later.'}
          onRetry={query.error?.status === 404 ? undefined : () => void query.mutate()}
        />
      </>
    );
  }

  const status = statusName(order);
  const delivered =
    (order.status ?? '').toLowerCase() === 'delivered' || status.toLowerCase() === 'delivered';
  const outForDelivery = (order.status ?? '').toLowerCase() === 'out_for_delivery';
  const items = order.orderItems ?? [];
  const address = order.deliveryAddress;

  return (
    <>
      <h1>Order {order.orderName}</h1>
      <dl className="order-facts">
        <Fact label="Placed">{formatDate(order.createdAt, true)}</Fact>
        <Fact label="Status">
          <span className="badge">{status}</span>
        </Fact>
        <OrderPayment order={order} />
        {order.storeName ? <Fact label="Store">{order.storeName}</Fact> : null}
        {order.cancellationReason ? (
          <div className="order-facts__wide">
            <dt>Why it was cancelled</dt>
            <dd>{order.cancellationReason}</dd>
          </div>
        ) : null}
        {order.orderNote ? <Fact label="Your note">{order.orderNote}</Fact> : null}
      </dl>

      {outForDelivery && order.orderDeliveryToken ? (
        <DeliveryToken orderId={order.id} token={order.orderDeliveryToken} />
      ) : null}

      <p className="order-documents">
        <Link to={`/customer/orders/${order.id}/invoice`}>Invoice</Link>
        {order.paymentStatus === 'refunded' ? (
          <>
            {' · '}
            <Link to={`/customer/orders/${order.id}/credit-note`}>Credit note</Link>
          </>
        ) : null}
      </p>

      {order.unpaidCheckout ? (
        <section className="order-section" aria-labelledby="order-pay-title">
          <h2 id="order-pay-title">Waiting for your payment</h2>
          <UnpaidCheckoutActions checkout={order.unpaidCheckout} lead />
        </section>
      ) : null}
      {order.paymentStatus === 'paid' && CANCELLABLE_STATUSES.includes(order.status ?? '') ? (
        <CancelOrderForm order={order} />
      ) : null}

      <section className="order-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">Items</h2>
        <ul className="order-items">
          {items.map((item, index) => {
            const variant = item.productVariants?.[0];
            const details = [variant?.size, variant?.color].filter(Boolean).join(', ');
            const image = item.hostedImages?.[0];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own and never move
              <li key={`${item.productId}-${index}`} className="order-item">
                {image ? <img className="order-item__image" src={image} alt={item.productName} /> : null}
                <div className="order-item__text">
                  <p className="order-item__name">{item.productName}</p>
                  {details ? <p className="order-item__variant">{details}</p> : null}
                  <p>
                    {item.quantity} × {formatMoney(item.productPrice)}
                  </p>
                </div>
                <p className="order-item__total">{formatMoney(item.quantity * item.productPrice)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {delivered ? <BuyAgain items={items} /> : null}

      <section className="order-section" aria-labelledby="order-totals-title">
        <h2 id="order-totals-title">Totals</h2>
        <dl className="cart-summary__list">
          <Fact label="Subtotal">{formatMoney(order.subtotal)}</Fact>
          {order.discount ? (
            <Fact label="Discounts and gift cards">{formatMoney(-order.discount)}</Fact>
          ) : null}
          {order.couponCodes?.length ? <Fact label="Coupon code">{order.couponCodes.join(', ')}</Fact> : null}
          <Fact label="Shipping">{formatMoney(order.shippingFee)}</Fact>
          <div className="cart-summary__total">
            <dt>Total</dt>
            <dd>{formatMoney(order.total)}</dd>
          </div>
        </dl>
      </section>

      {address ? (
        <section className="order-section" aria-labelledby="order-address-title">
          <h2 id="order-address-title">Delivery address</h2>
          <p className="order-address">
            <span>{address.fullName}</span>
            <span>{address.address}</span>
            <span>{address.stateOrRegion}</span>
            <span>{address.phoneNumber}</span>
          </p>
        </section>
      ) : null}

      <ProofOfDelivery
        url={order.shippingEvidence}
        orderName={order.orderName}
        className="order-section"
        level={2}
      />

      <section className="order-section" aria-labelledby="order-tracking-title">
        <h2 id="order-tracking-title">Tracking</h2>
        <OrderTimeline activities={order.orderActivities ?? []} statusName={status} />
      </section>

      {delivered ? <ReturnSection order={order} /> : null}
      {delivered && order.merchantId ? <RateSellerForm order={order} merchantId={order.merchantId} /> : null}
    </>
  );
}

function OrderPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  if (!Number.isInteger(id) || id < 1) {
    return (
      <>
        <h1>Order</h1>
        <EmptyState title="Order not found" action={<Link to="/customer/orders">See my orders</Link>} />
      </>
    );
  }
  return <OrderDetail key={id} id={id} />;
}

/**
 * One of the customer's orders (`/customer/orders/:orderId`): status, items, totals, delivery address,
 * the activities timeline (asked for again every 15 s while the order is open, so each move shows as it
 * happens), the delivery token the rider asks for once the order is out for delivery, and for a
 * delivered order a return or replacement request while its return window (7 days after delivery) is
 * open, or when it closed; and for a delivered order, rating the seller and buying its items again.
 *
 * @example
 * { path: 'customer/orders/:orderId', lazy: screen(customer, 'OrderScreen') }
 */
export function OrderScreen() {
  return (
    <CustomerPage trail={[{ to: '/customer/orders', label: 'My orders' }]}>
      <OrderPage />
    </CustomerPage>
  );
}
