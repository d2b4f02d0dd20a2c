import { useGetOrderDetails } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CustomerPage } from './CustomerPage';
import { useOrderStatusName } from './useOrderStatusName';
import type { ConfirmationState, PlacedOrder } from './usePlaceOrder';

type OrderDetails = NonNullable<ReturnType<typeof useGetOrderDetails>['data']>;

/** Whether the server has the order's payment: `paid` once the payment is recorded (the contract's OrderPaymentStatus). */
const isPaid = (order: Pick<OrderDetails, 'paymentStatus'>) => order.paymentStatus === 'paid';

/** One order of the checkout: its name, total, payment and status, fetched so the page also works after a reload. */
function ConfirmedOrder({
  id,
  known,
  onLoaded,
}: {
  id: number;
  known: PlacedOrder | undefined;
  onLoaded(id: number, paid: boolean): void;
}) {
  const { data, error } = useGetOrderDetails({ path: { id } });
  const statusName = useOrderStatusName();
  const name = data?.orderName ?? known?.orderName ?? `Order ${id}`;
  const total = data?.total ?? known?.total;
  const paid = data ? isPaid(data) : undefined;
  useEffect(() => {
    if (paid !== undefined) onLoaded(id, paid);
  }, [id, paid, onLoaded]);
  return (
    <li className="confirmation__order">
      <Link to={`/customer/orders/${id}`}>{name}</Link>
      {total !== undefined ? <span> · {formatMoney(total)}</span> : null}
      {data ? <span> · {paid ? 'Paid' : 'Payment not confirmed yet'}</span> : null}
      {data ? <span> · Order {statusName(data).toLowerCase()}</span> : null}
      {error && !known ? <span className="field__error"> ({error.message})</span> : null}
    </li>
  );
}

/** What the page says of the payment, once the server has answered for every order of the checkout. */
function PaymentLead({ paid, total }: { paid: Record<number, boolean>; total: number }) {
  const answers = Object.values(paid);
  if (answers.length < total) return <p className="confirmation__lead">Checking your payment…</p>;
  return answers.every(Boolean) ? (
    <p className="confirmation__lead">
      We have received your payment. Each store prepares its part of your order; follow its progress in your
      orders.
    </p>
  ) : (
    <p className="confirmation__lead">
      Your order is placed, but we have not received its payment yet. You will not be charged twice: follow it
      in your orders, where its payment shows once it is confirmed.
    </p>
  );
}

function Confirmation() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as Partial<ConfirmationState> | null;
  const known = state?.orders ?? [];
  const ids = (params.get('orders') ?? '')
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((id) => Number.isInteger(id) && id > 0);
  const orderIds = ids.length > 0 ? ids : known.map((order) => order.id);
  // The payment as the server has it, per order: the lead says "received" only when every order is paid.
  const [paid, setPaid] = useState<Record<number, boolean>>({});
  const onLoaded = useCallback(
    (id: number, isOrderPaid: boolean) =>
      setPaid((all) => (all[id] === isOrderPaid ? all : { ...all, [id]: isOrderPaid })),
    [],
  );

  return (
    <>
      {orderIds.length > 0 ? <PaymentLead paid={paid} total={orderIds.length} /> : null}
      {orderIds.length > 0 ? (
        <section aria-labelledby="confirmation-orders-title">
          <h2 id="confirmation-orders-title">{orderIds.length === 1 ? 'Your order' : 'Your orders'}</h2>
          <ul className="confirmation__orders">
            {orderIds.map((id) => (
              <ConfirmedOrder
                key={id}
                id={id}
                known={known.find((order) => order.id === id)}
                onLoaded={onLoaded}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="confirmation__links">
        <Link className="button" to="/customer/orders">
          See all my orders
        </Link>{' '}
        <Link className="button button--secondary" to="/">
          Continue shopping
        </Link>
      </p>
    </>
  );
}

/**
 * The end of the checkout (`/customer/checkout/done?orders=<ids>`): thanks, the order name(s) with links
 * to each order, each one's payment and status as the server has them, and the way to the order history.
 * It says the payment was received only once the server shows every order paid.
 *
 * @example
 * navigate('/customer/checkout/done?orders=41,42', { state: { orders } });
 */
export function ConfirmationScreen() {
  return (
    <CustomerPage title="Thank you for your order">
      <Confirmation />
    </CustomerPage>
  );
}
