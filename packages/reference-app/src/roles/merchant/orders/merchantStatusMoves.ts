import type { Entity } from '@marketplace/sdk';

type OrderStatus = Entity<'OrderStatus'>;

/** The order's path up to the merchant's part of it: a merchant moves an order on, never back. */
const PATH = ['pending', 'processing', 'ready_for_pickup'];
/** A merchant may cancel only before the order is ready for pickup. */
const CANCELLABLE = new Set(['pending', 'processing']);

/**
 * The statuses a merchant may move an order to, from the merchant's status list
 * (`getOrderStatuses({ orderType: 'merchant' })`: processing, ready for pickup, cancelled): the next step
 * of the path, and cancelled while the order is pending or processing. None once the order has left the
 * merchant (shipped and later) or is closed.
 *
 * @example
 * merchantStatusMoves('processing', statuses).map((s) => s.code_name); // ['ready_for_pickup', 'cancelled']
 */
export function merchantStatusMoves(
  current: string | null | undefined,
  statuses: readonly OrderStatus[],
): OrderStatus[] {
  const at = PATH.indexOf(current ?? '');
  if (at === -1) return [];
  const next = PATH[at + 1];
  return statuses.filter(
    (status) =>
      status.code_name === next || (status.code_name === 'cancelled' && CANCELLABLE.has(current ?? '')),
  );
}
