import type { Entity } from '@marketplace/sdk';
import type { ConfirmOptions } from '../../../kit/confirmContext';

/**
 * What the merchant's confirmation says before moving an order to `status`: cancelling tells the customer;
 * ready for pickup calls the rider.
 *
 * @example
 * <OrderStatusMoves order={order} moves={moves} question={merchantMoveQuestion} />
 */
export function merchantMoveQuestion(order: Entity<'Order'>, status: Entity<'OrderStatus'>): ConfirmOptions {
  const name = order.orderName ?? `#${order.id}`;
  if (status.code_name === 'cancelled')
    return {
      title: `Cancel order ${name}?`,
      message: 'The customer is told the order is cancelled. A cancelled order cannot be moved on again.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      destructive: true,
    };
  return {
    title: `Mark order ${name} as ${status.name.toLowerCase()}?`,
    message:
      status.code_name === 'ready_for_pickup'
        ? 'The rider is told to collect it. Orders do not move back.'
        : 'The customer sees the new status on their order page. Orders do not move back.',
    confirmLabel: `Mark as ${status.name.toLowerCase()}`,
  };
}
