import { Dashboard } from '../../workspace/Dashboard';
import { LowStock } from './home/LowStock';
import { OnboardingCard } from './home/OnboardingCard';
import { OrdersToProcess } from './home/OrdersToProcess';
import { ReturnsWaiting } from './home/ReturnsWaiting';
import { SalesCards } from './home/SalesCards';

/**
 * The merchant's dashboard (`/merchant`): today's and this month's sales, the orders waiting to be
 * processed, the products low on stock, the returns waiting for a decision and onboarding completion, each
 * leading to its screen. Each card loads and fails on its own, and only cards the account's permissions
 * allow are shown.
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
        can('products', 'read') ? <LowStock key="stock" /> : null,
        can('returns', 'read') ? <ReturnsWaiting key="returns" /> : null,
        can('onboarding', 'read') ? <OnboardingCard key="onboarding" /> : null,
      ]}
    </Dashboard>
  );
}
