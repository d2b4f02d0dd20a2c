import type { LoadStatus } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { OrderWorkSectionProps } from './OrderWorkSection';

/**
 * The props an {@link OrderWorkSection} takes from a role's paged orders query: its rows, their count,
 * its load status and error. Spread them on the section.
 *
 * @example
 * const orders = useGetPartnerOrders({ query: { limit: 5 } });
 * <OrderWorkSection title="Deliveries" label="Orders assigned" {...orderWork(orders)} emptyMessage="…" />
 */
export function orderWork(query: {
  data?: { rows: readonly Entity<'Order'>[]; count: number };
  status: LoadStatus;
  error?: { message: string };
}): Pick<OrderWorkSectionProps, 'orders' | 'count' | 'status' | 'error'> {
  return {
    orders: query.data?.rows ?? [],
    count: query.data?.count ?? 0,
    status: query.status,
    error: query.error,
  };
}
