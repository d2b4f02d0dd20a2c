import {
  useGetMerchantOnboardingStats,
  useGetMerchantOrders,
  useGetSalesReport,
} from '@marketplace/react-hooks';
import { dateRangeFor, ONBOARDING_START_PERCENT } from '@marketplace/sdk';
import { useMemo } from 'react';
import { Money } from '../../kit/Money';
import { StatCard } from '../../kit/StatCard';
import { Dashboard } from '../../workspace/Dashboard';
import { DashboardSection } from '../../workspace/DashboardSection';
import { OrdersPreview } from '../../workspace/OrdersPreview';

/** Order statuses that wait for the merchant: placed, or being prepared. */
const TO_PROCESS = new Set(['pending', 'processing']);
/** How many of the newest orders the dashboard looks through for work (the list has no status filter). */
const RECENT_ORDERS = 100;

/**
 * The merchant's dashboard (`/merchant`): today's and this month's sales (the sales report over Lagos
 * days), the orders waiting to be processed, and onboarding completion. Each card loads and fails on its
 * own, and only cards the account's permissions allow are shown.
 *
 * @example
 * { index: true, lazy: screen(merchant, 'MerchantHomeScreen') }
 */
export function MerchantHomeScreen() {
  return (
    <Dashboard workspace="merchant">
      {(can) => [
        can('reports', 'read') ? <SalesCards key="sales" /> : null,
        can('orders', 'read') ? <OrdersToProcess key="orders" /> : null,
        can('onboarding', 'read') ? <OnboardingCard key="onboarding" /> : null,
      ]}
    </Dashboard>
  );
}

function SalesCards() {
  // The ranges are fixed for the page's life: a new object each render would be a new cache key.
  const [today, month] = useMemo(() => [dateRangeFor('today'), dateRangeFor('thisMonth')], []);
  const todays = useGetSalesReport({ query: today });
  const months = useGetSalesReport({ query: month });
  return (
    <DashboardSection title="Sales">
      <StatCard
        label="Today's sales"
        value={<Money amount={todays.data?.sales} />}
        status={todays.status}
        errorMessage={todays.error?.message}
      />
      <StatCard
        label="This month's sales"
        value={<Money amount={months.data?.sales} />}
        status={months.status}
        errorMessage={months.error?.message}
      />
    </DashboardSection>
  );
}

function OrdersToProcess() {
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
        status={orders.status}
        errorMessage={orders.error?.message}
      />
    </DashboardSection>
  );
}

function OnboardingCard() {
  const stats = useGetMerchantOnboardingStats();
  const percent = stats.data?.completionPercentage ?? ONBOARDING_START_PERCENT;
  const steps = stats.data?.totalSteps
    ? `, ${stats.data.completedSteps ?? 0} of ${stats.data.totalSteps} steps`
    : '';
  return (
    <DashboardSection title="Onboarding">
      <StatCard
        label="Onboarding completion"
        value={`${percent}%${steps}`}
        status={stats.status}
        errorMessage={stats.error?.message}
      />
    </DashboardSection>
  );
}
