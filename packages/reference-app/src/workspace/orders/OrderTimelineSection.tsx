import type { Entity } from '@marketplace/sdk';
import { useId } from 'react';
import { OrderTimeline } from '../../components/OrderTimeline';
import { useOrderStatusName } from '../../roles/customer/useOrderStatusName';

/** Props of {@link OrderTimelineSection}. */
export interface OrderTimelineSectionProps {
  order: Entity<'Order'>;
  /** The section's class (each role's detail styles its own sections). */
  className: string;
}

/**
 * The "Timeline" section of an order detail: the order's activities, the current status named as the
 * customer sees it.
 *
 * @example
 * <OrderTimelineSection order={order} className="merchant-order__section" />
 */
export function OrderTimelineSection({ order, className }: OrderTimelineSectionProps) {
  const statusName = useOrderStatusName();
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h3 id={titleId}>Timeline</h3>
      <OrderTimeline activities={order.orderActivities ?? []} statusName={statusName(order)} />
    </section>
  );
}
