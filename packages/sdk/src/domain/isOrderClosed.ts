/**
 * The order statuses (`code_name`) after which an order is closed: delivered, cancelled or returned. A
 * closed order takes no assignment and no change of its delivery token, offers no decline to a shipping
 * partner, and has nothing left to refresh.
 */
export const CLOSED_ORDER_STATUSES = ['delivered', 'cancelled', 'returned'] as const;

/**
 * Whether an order in this status (its `status` code) is closed: delivered, cancelled or returned,
 * compared case-insensitively and ignoring surrounding spaces. A missing or unknown status is open.
 *
 * @example
 * isOrderClosed('delivered'); // true
 * isOrderClosed('Cancelled'); // true
 * isOrderClosed('out_for_delivery'); // false
 * isOrderClosed(undefined); // false
 */
export function isOrderClosed(status: string | null | undefined): boolean {
  const code = status?.trim().toLowerCase() ?? '';
  return (CLOSED_ORDER_STATUSES as readonly string[]).includes(code);
}
