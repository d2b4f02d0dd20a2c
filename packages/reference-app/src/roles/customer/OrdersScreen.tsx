import { useGetCustomerOrders } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { formatMoney } from '@marketplace/sdk';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Fact } from '../../components/Fact';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { CustomerPage } from './CustomerPage';
import { formatDate } from './format';
import { OrderItemsPreview } from './OrderItemsPreview';
import { UnpaidCheckoutActions } from './UnpaidCheckoutActions';
import { useOrderStatusName } from './useOrderStatusName';

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;

/** An unpaid checkout in the history: its orders (as links), what it costs, Pay now and Cancel. */
function UnpaidCheckoutCard({
  checkout,
  orders,
}: {
  checkout: Entity<'UnpaidCheckout'>;
  orders: Entity<'Order'>[];
}) {
  const titleId = `checkout-${checkout.orderIds.join('-')}`;
  return (
    <li className="order-card order-card--unpaid" aria-labelledby={titleId}>
      <h2 className="order-card__title" id={titleId}>
        {orders.length > 1 ? 'Checkout waiting for payment' : 'Order waiting for payment'}
      </h2>
      <ul className="order-card__orders">
        {orders.map((order) => (
          <li key={order.id}>
            <Link to={`/customer/orders/${order.id}`}>{order.orderName}</Link>
            {order.storeName ? ` · ${order.storeName}` : ''} · {formatMoney(order.total)}
            <OrderItemsPreview items={order.orderItems ?? []} />
          </li>
        ))}
      </ul>
      <UnpaidCheckoutActions checkout={checkout} lead />
    </li>
  );
}

function OrderHistory() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orders = useGetCustomerOrders({
    query: { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE },
  });
  const statusName = useOrderStatusName();

  if (orders.status === 'loading' && !orders.data) return <Spinner label="Loading your orders" />;
  if (orders.error && !orders.data) {
    return <ErrorState message={orders.error.message} onRetry={() => void orders.mutate()} />;
  }
  const rows = orders.data?.rows ?? [];
  const shownCheckouts = new Set<string>();
  const count = orders.data?.count ?? 0;
  if (rows.length === 0 && page === 1) {
    return (
      <EmptyState
        title="You have no orders yet"
        action={
          <Link className="button" to="/">
            Start shopping
          </Link>
        }
      >
        <p>Orders you place appear here, with their progress.</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="order-list" aria-busy={orders.isValidating || undefined}>
        {rows.map((order) => {
          const checkout = order.unpaidCheckout;
          if (checkout) {
            // One card per unpaid checkout, however many stores' orders it holds.
            const key = checkout.orderIds.join(',');
            if (shownCheckouts.has(key)) return null;
            shownCheckouts.add(key);
            return (
              <UnpaidCheckoutCard
                key={key}
                checkout={checkout}
                orders={checkout.orderIds.flatMap((id) => rows.filter((o) => o.id === id))}
              />
            );
          }
          const items = (order.orderItems ?? []).reduce((sum, item) => sum + item.quantity, 0);
          return (
            <li key={order.id} className="order-card">
              <h2 className="order-card__title">
                <Link to={`/customer/orders/${order.id}`}>{order.orderName}</Link>
              </h2>
              <dl className="order-card__facts">
                <Fact label="Placed">{formatDate(order.createdAt)}</Fact>
                <Fact label="Status">
                  <span className="badge">{statusName(order)}</span>
                </Fact>
                {order.storeName ? <Fact label="Store">{order.storeName}</Fact> : null}
                <Fact label="Items">{items}</Fact>
                <Fact label="Total">{formatMoney(order.total)}</Fact>
              </dl>
              <OrderItemsPreview items={order.orderItems ?? []} />
            </li>
          );
        })}
      </ul>
      {rows.length === 0 ? <p>There are no orders on this page.</p> : null}
      <Pagination
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        total={count}
        onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </>
  );
}

/**
 * The customer's order history (`/customer/orders?page=N`): newest first, paged with limit and offset,
 * each order with its date, status (by its known name), store, number of items and total, and its lines
 * (thumbnail, name, variant, quantity); a checkout waiting for its card payment is one card with its
 * orders, Pay now and Cancel; loading, empty and error states.
 *
 * @example
 * { path: 'customer/orders', lazy: screen(customer, 'OrdersScreen') }
 */
export function OrdersScreen() {
  return (
    <CustomerPage title="My orders">
      <OrderHistory />
    </CustomerPage>
  );
}
