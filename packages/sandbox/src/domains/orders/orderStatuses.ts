import type { OrderRow, OrderStatusRow } from '../../db/core';
import type { Database } from '../../db/Database';

/** The statuses each kind of caller may move an order to (the rest of the rule is ORDER_TRANSITIONS). */
export const ROLE_TARGETS: Readonly<
  Record<'merchant' | 'admin' | 'dispatcher' | 'partner', readonly string[]>
> = {
  merchant: ['processing', 'ready_for_pickup', 'cancelled'],
  admin: [
    'pending',
    'processing',
    'ready_for_pickup',
    'shipped',
    'out_for_delivery',
    'delivered',
    'cancelled',
    'returned',
  ],
  dispatcher: ['shipped', 'out_for_delivery', 'delivered'],
  partner: ['shipped', 'out_for_delivery', 'delivered'],
};

/** What the activity log says when an update gives no text of its own. */
export const STATUS_ACTIVITY: Readonly<Record<string, string>> = {
  pending: 'Order moved back to pending',
  processing: 'Order is being processed',
  ready_for_pickup: 'Order is ready for pickup',
  shipped: 'Order has been shipped',
  out_for_delivery: 'Order is out for delivery',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  returned: 'Order returned',
};

/**
 * The order status list and the moves allowed between statuses (the spec shows `pending` and says the
 * machine is not shown; this is the sandbox's design, written down in the README).
 */
export const ORDER_STATUSES: readonly OrderStatusRow[] = [
  { id: 1, name: 'Pending', code_name: 'pending', displayName: 'Pending', orderType: 'all' },
  { id: 2, name: 'Processing', code_name: 'processing', displayName: 'Processing', orderType: 'merchant' },
  {
    id: 3,
    name: 'Ready for pickup',
    code_name: 'ready_for_pickup',
    displayName: 'Ready for pickup',
    orderType: 'merchant',
  },
  { id: 4, name: 'Shipped', code_name: 'shipped', displayName: 'Shipped', orderType: 'dispatcher' },
  {
    id: 5,
    name: 'Out for delivery',
    code_name: 'out_for_delivery',
    displayName: 'Out for delivery',
    orderType: 'partner',
  },
  { id: 6, name: 'Delivered', code_name: 'delivered', displayName: 'Delivered', orderType: 'partner' },
  { id: 7, name: 'Cancelled', code_name: 'cancelled', displayName: 'Cancelled', orderType: 'all' },
  { id: 8, name: 'Returned', code_name: 'returned', displayName: 'Returned', orderType: 'admin' },
];

/** From each status code, the codes an update may move an order to. */
export const ORDER_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['ready_for_pickup', 'cancelled'],
  ready_for_pickup: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** The status list entry with this code (the table is seeded from ORDER_STATUSES). */
export function statusByCode(db: Database, code: string): OrderStatusRow | undefined {
  return db.table('orderStatuses').find((s) => s.code_name === code);
}

/** The code of an order's current status. */
export function statusCode(db: Database, order: OrderRow): string {
  return db.table('orderStatuses').get(order.orderStatusId)?.code_name ?? order.status ?? 'pending';
}

/** The fields an order takes when it moves to `status` at `at` (ISO; the age flags count from it). */
export function statusFields(status: OrderStatusRow, at: string) {
  return {
    orderStatusId: status.id,
    orderStatus: status.name,
    status: status.code_name,
    statusChangedAt: at,
  };
}
