import type { Entity } from '@marketplace/sdk';

type OrderStatus = Entity<'OrderStatus'>;

/**
 * Where an order may go from each status (the marketplace's order path: forward, cancelled until it has
 * shipped, returned after delivery). The API refuses anything else; the screen offers only these.
 */
const NEXT: Readonly<Record<string, readonly string[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['ready_for_pickup', 'cancelled'],
  ready_for_pickup: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: ['returned'],
};

/**
 * The statuses an admin may move an order to, from the admin's status list
 * (`getOrderStatuses({ orderType: 'admin' })`), in the list's order; none for a cancelled or returned order.
 *
 * @example
 * adminStatusMoves('ready_for_pickup', statuses).map((s) => s.code_name); // ['shipped', 'cancelled']
 */
export function adminStatusMoves(
  current: string | null | undefined,
  statuses: readonly OrderStatus[],
): OrderStatus[] {
  const next = NEXT[current ?? ''] ?? [];
  return statuses.filter((status) => next.includes(status.code_name));
}
