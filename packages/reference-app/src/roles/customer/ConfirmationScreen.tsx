import { useGetOrderDetails } from '@marketplace/react-hooks';
import { type Entity, formatMoney } from '@marketplace/sdk';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { CustomerPage } from './CustomerPage';
import { OrderItemsPreview } from './OrderItemsPreview';
import { PaymentPending } from './PaymentPending';
import { PlacedOrdersLead } from './PlacedOrdersLead';
import { UnpaidCheckoutActions } from './UnpaidCheckoutActions';
import { useOrderStatusName } from './useOrderStatusName';
import { type PaymentReturn, usePaymentReturn } from './usePaymentReturn';

/** The order ids of `?orders=41,42`. */
function orderIdsOf(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** An order's payment in words: paid, or not yet (paid on delivery: the rider collects its total). */
function paymentWords(order: Pick<Entity<'Order'>, 'paymentStatus' | 'paymentMethod'>): string {
  if (order.paymentStatus === 'paid') return 'Paid';
  return order.paymentMethod === 'pay_on_delivery' ? 'Pay on delivery, not paid yet' : 'Not paid yet';
}

/** One order of the checkout as the server has it now: name, total, status, and its items. */
function ConfirmedOrder({ id }: { id: number }) {
  const { data, error, isLoading } = useGetOrderDetails({ path: { id } });
  const statusName = useOrderStatusName();
  if (isLoading && !data) {
    return (
      <li className="confirmation__order">
        <Spinner label={`Loading order ${id}`} />
      </li>
    );
  }
  if (!data) {
    return (
      <li className="confirmation__order">
        <Link to={`/customer/orders/${id}`}>Order {id}</Link>
        {error ? <span className="field__error"> ({error.message})</span> : null}
      </li>
    );
  }
  return (
    <li className="confirmation__order">
      <p className="confirmation__order-head">
        <Link to={`/customer/orders/${id}`}>{data.orderName}</Link>
        {data.storeName ? <span> · {data.storeName}</span> : null}
      </p>
      {/* The payment and the order's progress as the server has them, named apart so they never clash. */}
      <p className="confirmation__order-facts">
        {formatMoney(data.total)} · Payment: {paymentWords(data)} · Status: {statusName(data)}
      </p>
      <OrderItemsPreview items={data.orderItems ?? []} />
    </li>
  );
}

function OrderList({ ids }: { ids: readonly number[] }) {
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="confirmation-orders-title">
      <h2 id="confirmation-orders-title">{ids.length === 1 ? 'Your order' : 'Your orders'}</h2>
      <ul className="confirmation__orders">
        {ids.map((id) => (
          <ConfirmedOrder key={id} id={id} />
        ))}
      </ul>
    </section>
  );
}

function MoreLinks() {
  return (
    <p className="confirmation__links">
      <Link className="button" to="/customer/orders">
        See all my orders
      </Link>{' '}
      <Link className="button button--secondary" to="/">
        Continue shopping
      </Link>
    </p>
  );
}

/** After a decline: the checkout still waits for a payment (Pay now with another card, or Cancel). */
function DeclinedCheckout({ ids }: { ids: readonly number[] }) {
  const [first] = ids;
  const order = useGetOrderDetails(first === undefined ? null : { path: { id: first } });
  const checkout = order.data?.unpaidCheckout;
  if (order.status === 'loading' && !order.data) return <Spinner label="Loading your order" />;
  return (
    <>
      {checkout ? (
        <UnpaidCheckoutActions checkout={checkout} lead />
      ) : (
        <p>This checkout is no longer waiting for a payment: see its state in your orders.</p>
      )}
      <OrderList ids={ids} />
      <MoreLinks />
    </>
  );
}

/** What the page says once back from the provider's page, phase by phase. */
function PaymentOutcome({ back, orderIds }: { back: PaymentReturn; orderIds: number[] }) {
  const { phase, payment, message } = back;
  const ids = payment?.orderIds?.length ? payment.orderIds : orderIds;
  switch (phase) {
    case 'checking':
      return (
        <>
          <h1>Checking your payment</h1>
          <Spinner label="Checking your payment with the card provider…" />
        </>
      );
    case 'recording':
      return (
        <>
          <h1>Checking your payment</h1>
          <Spinner label="Confirming your payment…" />
        </>
      );
    case 'error':
      return (
        <>
          <h1>We could not check your payment</h1>
          <div className="checkout-alert" role="alert">
            <p>{message}. Your orders are kept and you will not be charged twice: check again in a moment.</p>
            <button type="button" className="button" onClick={back.checkAgain}>
              Check again
            </button>
          </div>
          <MoreLinks />
        </>
      );
    case 'pending':
      return (
        <>
          <h1>Waiting for your payment</h1>
          <PaymentPending back={back}>
            <p>
              The card provider has not confirmed your payment yet. If you have paid, check again in a moment;
              if not, go back to the payment page.
            </p>
          </PaymentPending>
          <OrderList ids={ids} />
        </>
      );
    case 'failed':
      return (
        <>
          <h1>Payment declined</h1>
          <div className="checkout-alert" role="alert">
            <p>
              Your card payment was declined: {payment?.reason ?? 'the card issuer refused it'}. You have not
              been charged.
            </p>
          </div>
          <DeclinedCheckout ids={ids} />
        </>
      );
    case 'record-failed':
      return (
        <>
          <h1>Your payment is approved</h1>
          <div className="checkout-alert" role="alert">
            <p>
              The card provider approved your payment, but we could not confirm it with the shop yet:{' '}
              {message}. You will not be charged twice.
            </p>
            <button type="button" className="button" onClick={back.retryRecord}>
              Try again
            </button>
          </div>
          <OrderList ids={ids} />
        </>
      );
    case 'received':
      return (
        <>
          <h1>Payment received</h1>
          <p className="confirmation__lead" role="status">
            Thank you: we have received your payment of {payment ? formatMoney(payment.amount) : ''}. Each
            store prepares its part of your order; follow its progress in your orders.
          </p>
          <OrderList ids={ids} />
          <MoreLinks />
        </>
      );
  }
}

/** Back from the provider: the payment's outcome. */
function CardPaymentConfirmation({ reference, orderIds }: { reference: string; orderIds: number[] }) {
  const back = usePaymentReturn(reference);
  return <PaymentOutcome back={back} orderIds={orderIds} />;
}

/** Orders without a card payment to check: they are placed, each with its payment as the server has it. */
function PlacedOrders({ orderIds }: { orderIds: number[] }) {
  return (
    <>
      <h1>Thank you for your order</h1>
      {orderIds.length > 0 ? <PlacedOrdersLead orderIds={orderIds} /> : null}
      <OrderList ids={orderIds} />
      <MoreLinks />
    </>
  );
}

function Confirmation() {
  const [params] = useSearchParams();
  const orderIds = orderIdsOf(params.get('orders'));
  // The card provider sends the shopper back with `reference` (and the same value as `trxref`).
  const reference = params.get('reference') ?? params.get('trxref');
  return reference ? (
    <CardPaymentConfirmation reference={reference} orderIds={orderIds} />
  ) : (
    <PlacedOrders orderIds={orderIds} />
  );
}

/**
 * The end of the checkout (`/customer/checkout/done?orders=<ids>&reference=<ref>`), where the card
 * provider sends the shopper back. It checks the payment before saying anything about it
 * (`usePaymentReturn`): approved → recorded, then "Payment received" with each order, its items and a
 * link to it; declined → the provider's reason, that nothing was charged, and the checkout kept unpaid
 * with Pay now (another card) and Cancel; not decided yet → "Check again". Without a reference, the orders as placed.
 *
 * @example
 * // the provider's redirect:
 * // /customer/checkout/done?orders=41,42&reference=ORD-41-8F3KQ2&trxref=ORD-41-8F3KQ2
 */
export function ConfirmationScreen() {
  return (
    <CustomerPage>
      <Confirmation />
    </CustomerPage>
  );
}
