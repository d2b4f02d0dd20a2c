import type { OperationData } from '@marketplace/sdk';

type Order = OperationData<'getOrderDetails'>;

/** Days after delivery during which returns and replacements are accepted (the stores' policy). */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 3_600_000;

/** Where an order stands with the return window. */
export interface ReturnWindow {
  /** When the order was delivered, when its activity log says so. */
  deliveredAt?: string;
  /** The last moment a request is accepted. */
  closesAt?: string;
  /** Whether a request may still be sent (true when the delivery time is unknown: the server decides). */
  open: boolean;
}

/**
 * The return window of a delivered order: from its last "delivered" activity to
 * {@link RETURN_WINDOW_DAYS} days later, as the server enforces it.
 *
 * @example
 * const { open, closesAt } = returnWindow(order, Date.now());
 */
export function returnWindow(order: Pick<Order, 'orderActivities'>, now: number): ReturnWindow {
  const delivered = (order.orderActivities ?? [])
    .filter((activity) => /\bdelivered\b/i.test(activity.activity ?? '') && activity.createdAt)
    .at(-1);
  const at = delivered?.createdAt ? Date.parse(delivered.createdAt) : Number.NaN;
  if (Number.isNaN(at)) return { open: true };
  const closes = at + RETURN_WINDOW_DAYS * DAY_MS;
  return {
    deliveredAt: new Date(at).toISOString(),
    closesAt: new Date(closes).toISOString(),
    open: now <= closes,
  };
}
