import type { LoadStatus } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { StatCard } from '../kit/StatCard';
import { DashboardSection } from './DashboardSection';
import { OrdersPreview } from './OrdersPreview';

/** Props of {@link OrderWorkSection}. */
export interface OrderWorkSectionProps {
  /** The section's heading ("Order work", "Deliveries"). */
  title: string;
  /** What the orders are: the card's label and, with ", newest first", the preview's caption. */
  label: string;
  /** The preview's caption when it says more than the label. */
  caption?: string;
  /** The orders waiting (the newest five are listed) and how many there are. */
  orders: readonly Entity<'Order'>[];
  count: number;
  status: LoadStatus;
  error?: { message: string };
  emptyMessage: string;
  /** Where the card leads (the role's orders list). */
  href?: string;
}

/**
 * A dashboard's order work: how many orders wait for the account, as a card leading to its list, and the
 * newest five in a table. The merchant's orders to process, the dispatcher's and scheduler's order work and
 * the shipping partner's deliveries are this with their own list.
 *
 * @example
 * <OrderWorkSection title="Deliveries" label="Orders assigned" orders={rows} count={count}
 *   status={orders.status} emptyMessage="No order is assigned to you yet." href="/shipping-partner/orders" />
 */
export function OrderWorkSection({
  title,
  label,
  caption = `${label}, newest first`,
  orders,
  count,
  status,
  error,
  emptyMessage,
  href,
}: OrderWorkSectionProps) {
  return (
    <DashboardSection
      title={title}
      details={
        <OrdersPreview
          caption={caption}
          orders={orders.slice(0, 5)}
          status={status}
          emptyMessage={emptyMessage}
        />
      }
    >
      <StatCard label={label} value={count} href={href} status={status} errorMessage={error?.message} />
    </DashboardSection>
  );
}
