import { useGetPartnerOrders } from '@marketplace/react-hooks';
import { Dashboard } from '../../workspace/Dashboard';
import { OrderWorkSection } from '../../workspace/OrderWorkSection';
import { orderWork } from '../../workspace/orderWork';
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
    <OrderWorkSection
      title="Deliveries"
      label="Orders assigned"
      caption="Orders assigned to you, newest first"
      {...orderWork(orders)}
      emptyMessage="No order is assigned to you yet."
      href="/shipping-partner/orders"
    />
  );
}
