import type { Entities } from '../client/entities';
import { isOrderClosed } from './isOrderClosed';

/** A flag of an order where work waits too long (the contract's `OrderFlag`). */
export type OrderFlag = Entities['OrderFlag'];

/** How long an order may wait ready for pickup without a carrier before it is flagged. */
export const UNASSIGNED_FLAG_HOURS = 4;

const HOUR_MS = 3_600_000;

/** What {@link orderFlags} reads of an order. */
export type FlaggedOrder = Pick<
  Entities['Order'],
  'status' | 'assignedToDispatcher' | 'assignedToShippingPartner' | 'statusChangedAt' | 'declinedByPartner'
>;

/**
 * The flags of an order at `now`: `unassigned-over-4h` when it has been ready for pickup with neither a
 * dispatcher nor a shipping partner for more than 4 hours (counted from `statusChangedAt`), and
 * `declined-by-partner` when a partner declined it and no partner has it now. A closed order has none.
 * The sandbox filters order lists (`flag`) by this same rule.
 *
 * @example
 * orderFlags(
 *   { status: 'ready_for_pickup', assignedToDispatcher: false, statusChangedAt: '2026-11-01T08:00:00Z' },
 *   new Date('2026-11-01T12:30:00Z'),
 * ); // ['unassigned-over-4h']
 */
export function orderFlags(order: FlaggedOrder, now: Date): OrderFlag[] {
  const status = order.status?.trim().toLowerCase();
  if (isOrderClosed(status)) return [];
  const flags: OrderFlag[] = [];
  const since = order.statusChangedAt ? Date.parse(order.statusChangedAt) : Number.NaN;
  const carried = !!order.assignedToDispatcher || !!order.assignedToShippingPartner;
  if (status === 'ready_for_pickup' && !carried && now.getTime() - since > UNASSIGNED_FLAG_HOURS * HOUR_MS) {
    flags.push('unassigned-over-4h');
  }
  if (order.declinedByPartner && !order.assignedToShippingPartner) flags.push('declined-by-partner');
  return flags;
}
