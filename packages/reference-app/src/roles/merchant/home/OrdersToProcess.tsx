import { useGetMerchantOrders } from '@marketplace/react-hooks';
import { useMemo } from 'react';
import { StatCard } from '../../../kit/StatCard';
import { DashboardSection } from '../../../workspace/DashboardSection';
import { OrdersPreview } from '../../../workspace/OrdersPreview';

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
    <DashboardSection
      title="Orders"
      details={
        <OrdersPreview
          caption="Orders to process, newest first"
          orders={waiting.slice(0, 5)}
          status={orders.status}
          emptyMessage="No order is waiting: new orders show here."
        />
      }
    >
      <StatCard
        label="Orders to process"
        value={waiting.length}
        href="/merchant/orders"
        status={orders.status}
        errorMessage={orders.error?.message}
      />
    </DashboardSection>
  );
}
