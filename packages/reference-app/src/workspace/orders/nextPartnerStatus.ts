import type { Entity } from '@marketplace/sdk';

type OrderStatus = Entity<'OrderStatus'>;

/** The status a partner's path starts from: the merchant has the order ready for pickup. */
const PICKUP = 'ready_for_pickup';

/**
 * The one status a shipping partner may move an order to next, from the partner's status list
 * (`getOrderStatuses({ orderType: 'partner' })`: shipped, out for delivery, delivered, in that order):
 * an order ready for pickup goes to the first, an order at one of them to the one after it; any other
 * order (not yet ready, delivered, cancelled, returned) has none.
 *
 * @example
 * nextPartnerStatus('shipped', statuses); // { code_name: 'out_for_delivery', ... }
 */
export function nextPartnerStatus(
  current: string | null | undefined,
  statuses: readonly OrderStatus[],
): OrderStatus | undefined {
  const path = [...statuses].sort((a, b) => a.id - b.id);
  if (current === PICKUP) return path[0];
  const at = path.findIndex((status) => status.code_name === current);
  return at === -1 ? undefined : path[at + 1];
}
