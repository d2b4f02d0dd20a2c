import { useGetPartnerOrders } from '@marketplace/react-hooks';
import { StatCard } from '../../kit/StatCard';
import { Dashboard } from '../../workspace/Dashboard';
import { DashboardSection } from '../../workspace/DashboardSection';
import { OrdersPreview } from '../../workspace/OrdersPreview';
import { OnboardingPrompt } from './onboarding/OnboardingPrompt';

/**
 * The shipping partner's dashboard (`/shipping-partner`): the orders assigned to it (their number, the
 * newest five, and a link to the full list).
 *
 * @example
 * { index: true, lazy: screen(partner, 'PartnerHomeScreen') }
 */
export function PartnerHomeScreen() {
  return (
    <Dashboard workspace="shipping-partner">
      {(can) => [
        can('onboarding', 'read') ? <OnboardingPrompt key="onboarding" /> : null,
        can('orders', 'read') ? <AssignedOrders key="orders" /> : null,
      ]}
    </Dashboard>
  );
}

function AssignedOrders() {
  const orders = useGetPartnerOrders({ query: { limit: 5 } });
  return (
    <DashboardSection
      title="Deliveries"
      details={
        <OrdersPreview
          caption="Orders assigned to you, newest first"
          orders={orders.data?.rows ?? []}
          status={orders.status}
          emptyMessage="No order is assigned to you yet."
        />
      }
    >
      <StatCard
        label="Orders assigned"
        value={orders.data?.count ?? 0}
        href="/shipping-partner/orders"
        status={orders.status}
        errorMessage={orders.error?.message}
      />
    </DashboardSection>
  );
}
