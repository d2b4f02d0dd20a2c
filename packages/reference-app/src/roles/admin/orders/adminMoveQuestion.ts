import type { Entity } from '@marketplace/sdk';
import type { ConfirmOptions } from '../../../kit/confirmContext';

/**
 * What the admin's confirmation says before moving an order to `status`: cancelling tells the customer and
 * the store; delivered needs no rider's token from an admin.
 *
 * @example
 * <OrderStatusMoves order={order} moves={moves} question={adminMoveQuestion} />
 */
export function adminMoveQuestion(order: Entity<'Order'>, status: Entity<'OrderStatus'>): ConfirmOptions {
  const name = order.orderName ?? `#${order.id}`;
  if (status.code_name === 'cancelled')
    return {
      title: `Cancel order ${name}?`,
      message:
        'The customer and the store are told the order is cancelled. A cancelled order stays cancelled.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      destructive: true,
    };
  if (status.code_name === 'delivered')
    return {
      title: `Mark order ${name} as delivered?`,
      message:
        'Use this when the delivery is confirmed without the rider (an admin needs no delivery token). Orders do not move back.',
      confirmLabel: 'Mark as delivered',
    };
  return {
    title: `Mark order ${name} as ${status.name.toLowerCase()}?`,
    message: 'The customer, the store and the carrier see the new status. Orders do not move back.',
    confirmLabel: `Mark as ${status.name.toLowerCase()}`,
  };
}
