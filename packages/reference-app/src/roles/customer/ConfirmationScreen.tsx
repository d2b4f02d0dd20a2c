import { useGetOrderDetails } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CustomerPage } from './CustomerPage';
import { useOrderStatusName } from './useOrderStatusName';
import type { ConfirmationState, PlacedOrder } from './usePlaceOrder';

/** One order of the checkout: its name, status and total, fetched so the page also works after a reload. */
function ConfirmedOrder({ id, known }: { id: number; known: PlacedOrder | undefined }) {
  const { data, error } = useGetOrderDetails({ path: { id } });
  const statusName = useOrderStatusName();
  const name = data?.orderName ?? known?.orderName ?? `Order ${id}`;
  const total = data?.total ?? known?.total;
  return (
    <li className="confirmation__order">
      <Link to={`/customer/orders/${id}`}>{name}</Link>
      {total !== undefined ? <span> · {formatMoney(total)}</span> : null}
      {data ? <span> · {statusName(data)}</span> : null}
      {error && !known ? <span className="field__error"> ({error.message})</span> : null}
    </li>
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

  return (
    <>
      <p className="confirmation__lead">
        We have received your payment. Each store prepares its part of your order; follow its progress in your
        orders.
      </p>
      {orderIds.length > 0 ? (
        <section aria-labelledby="confirmation-orders-title">
          <h2 id="confirmation-orders-title">{orderIds.length === 1 ? 'Your order' : 'Your orders'}</h2>
          <ul className="confirmation__orders">
            {orderIds.map((id) => (
              <ConfirmedOrder key={id} id={id} known={known.find((order) => order.id === id)} />
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
 * to each order, and the way to the order history.
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
