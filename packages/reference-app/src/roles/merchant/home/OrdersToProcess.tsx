import { useGetMerchantOrders } from '@marketplace/react-hooks';
import { useMemo } from 'react';
import { OrderWorkSection } from '../../../workspace/OrderWorkSection';

/** Order statuses that wait for the merchant: placed, or being prepared. */
const TO_PROCESS = new Set(['pending', 'processing']);
/** How many of the newest orders the dashboard looks through for work (the list has no status filter). */
const RECENT_ORDERS = 100;

/**
 * The orders waiting to be processed (placed or being prepared), counted and the newest five listed; the
 * card leads to the orders.
 *
 * @example
 * can('orders', 'read') ? <OrdersToProcess /> : null
 */
export function OrdersToProcess() {
  const orders = useGetMerchantOrders({ query: { limit: RECENT_ORDERS } });
  const waiting = useMemo(
    () => (orders.data?.rows ?? []).filter((order) => TO_PROCESS.has(order.status ?? '')),
    [orders.data],
  );
  return (
    <OrderWorkSection
      title="Orders"
      label="Orders to process"
      orders={waiting}
      count={waiting.length}
      status={orders.status}
      error={orders.error}
      emptyMessage="No order is waiting: new orders show here."
      href="/merchant/orders"
    />
  );
}
