import { useGetCustomerOrders } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { CustomerPage } from './CustomerPage';
import { formatDate } from './format';
import { OrderItemsPreview } from './OrderItemsPreview';
import { useOrderStatusName } from './useOrderStatusName';

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;

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
          const items = (order.orderItems ?? []).reduce((sum, item) => sum + item.quantity, 0);
          return (
            <li key={order.id} className="order-card">
              <h2 className="order-card__title">
                <Link to={`/customer/orders/${order.id}`}>{order.orderName}</Link>
              </h2>
              <dl className="order-card__facts">
                <div>
                  <dt>Placed</dt>
                  <dd>{formatDate(order.createdAt)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>
                    <span className="badge">{statusName(order)}</span>
                  </dd>
                </div>
                {order.storeName ? (
                  <div>
                    <dt>Store</dt>
                    <dd>{order.storeName}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Items</dt>
                  <dd>{items}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{formatMoney(order.total)}</dd>
                </div>
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
 * (thumbnail, name, variant, quantity); loading, empty and error states.
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
