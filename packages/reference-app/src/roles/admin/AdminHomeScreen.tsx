import {
  useGetAdminOrders,
  useGetAdminProducts,
  useGetDispatcherOrders,
  useGetPendingHubApplications,
  useGetSalesReport,
  useGetSchedulerOrders,
  useGetStoresForApproval,
  useSession,
} from '@marketplace/react-hooks';
import { dateRangeFor } from '@marketplace/sdk';
import { useMemo } from 'react';
import { Money } from '../../kit/Money';
import { StatCard } from '../../kit/StatCard';
import { statCardStatus } from '../../kit/statCardStatus';
import { Dashboard } from '../../workspace/Dashboard';
import { DashboardSection } from '../../workspace/DashboardSection';
import { OrderWorkSection } from '../../workspace/OrderWorkSection';
import { orderWork } from '../../workspace/orderWork';
import { PayoutsWaitingCard } from './home/PayoutsWaitingCard';
import { ReturnsWaitingCard } from './home/ReturnsWaitingCard';

/**
 * The admin session's dashboard (`/admin`): what waits for a decision (stores awaiting approval, products
 * pending approval, hub applications, returns, merchant payouts), each card shown to accounts that may
 * decide it and linking to its screen; today's orders and sales for accounts that may read reports
 * (linking to the orders and to today's sales and remittance report); and the order work of the account (a dispatcher's assigned orders, or the orders
 * waiting for assignment). Each card loads and fails on its own; what an account may not do is not shown,
 * so a dispatcher's home shows order work only.
 *
 * @example
 * { index: true, lazy: screen(admin, 'AdminHomeScreen') }
 */
export function AdminHomeScreen() {
  return (
    <Dashboard workspace="admin">
      {(can) => [
        can('products', 'update') ||
        can('stores', 'update') ||
        can('hubs', 'update') ||
        can('returns', 'update') ||
        can('merchant-payments', 'update') ? (
          <DashboardSection key="approvals" title="Approvals waiting">
            {can('stores', 'update') ? <StoresAwaitingCard /> : null}
            {can('products', 'update') ? <PendingProductsCard /> : null}
            {can('hubs', 'update') ? <HubApplicationsCard /> : null}
            {can('returns', 'update') ? <ReturnsWaitingCard /> : null}
            {can('merchant-payments', 'update') ? <PayoutsWaitingCard /> : null}
          </DashboardSection>
        ) : null,
        can('reports', 'read') ? (
          <TodayCards key="today" ordersHref={can('orders', 'read') ? '/admin/orders' : undefined} />
        ) : null,
        can('orders', 'update') ? <OrderWork key="work" /> : null,
      ]}
    </Dashboard>
  );
}

function PendingProductsCard() {
  // The server counts the products waiting (approvalStatus); one row is enough to read the count.
  const products = useGetAdminProducts({ query: { approvalStatus: 'pending', limit: 1 } });
  const pending = products.data?.count;
  return (
    <StatCard
      label="Products pending approval"
      value={pending ?? 0}
      href="/admin/approvals/products"
      {...statCardStatus(products)}
    />
  );
}

function StoresAwaitingCard() {
  // One row is enough: the answer's count is the figure.
  const stores = useGetStoresForApproval({ query: { limit: 1 } });
  return (
    <StatCard
      label="Stores awaiting approval"
      value={stores.data?.count ?? 0}
      href="/admin/approvals/stores"
      {...statCardStatus(stores)}
    />
  );
}

function HubApplicationsCard() {
  const applications = useGetPendingHubApplications();
  return (
    <StatCard
      label="Hub applications"
      value={applications.data?.length ?? 0}
      href="/admin/approvals/hubs"
      {...statCardStatus(applications)}
    />
  );
}

function TodayCards({ ordersHref }: { ordersHref?: string }) {
  const today = useMemo(() => dateRangeFor('today'), []);
  const report = useGetSalesReport({ query: today });
  // The figure opens the list it counts: today's orders, by the list's own period filter.
  const todaysOrders =
    ordersHref && `${ordersHref}?f.endDate=${today.endDate}&f.startDate=${today.startDate}`;
  const waiting = useGetAdminOrders(ordersHref ? { query: { flag: 'unassigned-over-4h', limit: 1 } } : null);
  return (
    <DashboardSection title="Today">
      <StatCard
        label="Today's orders"
        value={report.data?.orders ?? 0}
        href={todaysOrders}
        {...statCardStatus(report)}
      />
      {ordersHref ? (
        <StatCard
          label="Ready, unassigned over 4 h"
          value={waiting.data?.count ?? 0}
          href={`${ordersHref}?f.flag=unassigned-over-4h`}
          {...statCardStatus(waiting)}
        />
      ) : null}
      <StatCard
        label="Today's sales"
        value={<Money amount={report.data?.sales} />}
        href="/admin/money/reports?report=sar&period=today"
        {...statCardStatus(report)}
      />
    </DashboardSection>
  );
}

/** The order work of each desk: a dispatcher's own orders, or the queue the scheduler and admins assign. */
const ORDER_WORK = {
  dispatcher: {
    useOrders: useGetDispatcherOrders,
    label: 'Orders assigned to you',
    emptyMessage: 'No order is assigned to you.',
  },
  scheduler: {
    useOrders: useGetSchedulerOrders,
    label: 'Orders waiting for assignment',
    emptyMessage: 'Every open order is assigned.',
  },
};

function OrderWork() {
  const { user } = useSession('admin');
  // The API gives a dispatcher its own list (a dispatcher may not read the scheduling queue), and the
  // scheduler and full admins the queue of orders assigned to no one.
  const dispatcher = !!user && 'accountType' in user && user.accountType === 'dispatcher';
  const desk = dispatcher ? 'dispatcher' : 'scheduler';
  return <DeskOrders key={desk} {...ORDER_WORK[desk]} />;
}

function DeskOrders({ useOrders, label, emptyMessage }: (typeof ORDER_WORK)[keyof typeof ORDER_WORK]) {
  const orders = useOrders({ query: { limit: 5 } });
  return (
    <OrderWorkSection title="Order work" label={label} {...orderWork(orders)} emptyMessage={emptyMessage} />
  );
}
